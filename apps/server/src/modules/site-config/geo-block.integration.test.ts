import { expect, it } from 'vitest';
import { countryIdFromIso } from '@sportsbook/core/reference/reference-ids';
import { describeEachDatabase, TEST_PASSWORD, type TestApp } from '../../../test/harness/test-app';
import { deposit, listen, nextRand, player } from '../payments/payments-test-support';

const GEO_BLOCKED_BODY = {
  message: 'Not available in your country',
  errors: [{ code: 'GEO_BLOCKED', detail: 'Not available in your country' }],
};

/** The operator's call of docs/OPERATIONS.md: the partner's layer lists the countries its licence excludes. */
const blockCountries = async (t: TestApp, countries: string[]) => {
  const response = await t.injectOps({
    method: 'PUT',
    url: '/ops-api/site-config/layers',
    payload: { partnerId: 1, patch: { geo: { blockedCountries: countries } } },
  });
  expect(response.statusCode, response.body).toBe(200);
};

const from = (country: string) => ({ 'x-geo-country': country });

// Requests without the proxy's header come from DEFAULT_GEO_COUNTRY, here the United States.
describeEachDatabase(
  'geo blocking (HTTP-14, HTTP-18)',
  (t) => {
    const registrationTypes = (headers: Record<string, string>) =>
      t().app.inject({ method: 'GET', url: '/web-api/api/web/registration/v1/types', headers });

    it('answers 451 GEO_BLOCKED in the error shape from a blocked country and serves every other one', async () => {
      await blockCountries(t(), ['US', 'FR']);
      const blocked = await registrationTypes(from('fr'));
      expect(blocked.statusCode).toBe(451);
      expect(blocked.json()).toEqual(GEO_BLOCKED_BODY);
      expect((await registrationTypes({})).statusCode).toBe(451);
      expect((await registrationTypes(from('DE'))).statusCode).toBe(200);

      const feed = await t().app.inject({
        method: 'GET',
        url: '/service-api/LineFeed/GetSportsShortZip',
        headers: from('FR'),
      });
      expect(feed.statusCode).toBe(451);
      expect(feed.json()).toMatchObject({ Success: false, ErrorCode: 451, Value: null });

      await blockCountries(t(), []);
      expect((await registrationTypes(from('FR'))).statusCode).toBe(200);
    });

    it('keeps health, the operator API and what the block page draws with open', async () => {
      await blockCountries(t(), ['US']);
      const health = await t().app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(200);
      const ops = await t().injectOps({ method: 'GET', url: '/ops-api/partners' });
      expect(ops.statusCode).toBe(200);
      const config = await t().app.inject({ method: 'GET', url: '/web-api/site-config?lng=en' });
      expect(config.statusCode).toBe(200);
      expect(config.json().data.geo.blockedCountries).toEqual(['US']);
      expect(config.json().data.derived.geoBlocked).toBe(true);
      const elsewhere = await t().app.inject({
        method: 'GET',
        url: '/web-api/site-config',
        headers: from('DE'),
      });
      expect(elsewhere.json().data.derived.geoBlocked).toBe(false);
      const texts = await t().app.inject({ method: 'GET', url: '/translation-api/by-lang/ru' });
      expect(texts.statusCode).toBe(200);
      const visit = await t().app.inject({
        method: 'POST',
        url: '/analytics-api/event.json',
        headers: { 'x-uuid': '3b241101-e2bb-4255-8caf-4136c566a962', 'x-lang': 'en' },
        payload: { ev: [{ ts: Date.now(), e: 10273 }] },
      });
      expect(visit.statusCode).toBe(200);
      // A client cannot step around the block by asking for another country's configuration.
      expect((await registrationTypes({})).statusCode).toBe(451);
      const asked = await t().app.inject({
        method: 'GET',
        url: '/web-api/api/web/registration/v1/types?country=DE',
      });
      expect(asked.statusCode).toBe(451);
    });

    it('lets a registered player there withdraw the balance but not deposit or bet', async () => {
      await blockCountries(t(), []);
      await listen(t());
      const p = await player(t());
      await deposit(t(), p, '100');
      await blockCountries(t(), ['US']);

      const again = await p.call('/web-api/payments/deposits', {
        method_id: 'card',
        amount: '10',
        rand: nextRand(),
      });
      expect(again.statusCode).toBe(451);
      expect(again.json()).toEqual(GEO_BLOCKED_BODY);
      const bet = await p.call('/service-api/LiveBet/Secure/MakeBetWeb', {});
      expect(bet.statusCode).toBe(451);

      expect((await p.get('/web-api/officeapi/getdeducedata')).statusCode).toBe(200);
      const withdrawal = await p.call('/web-api/payments/withdrawals', {
        method_id: 'card-payout',
        destination: '4242 4242 4242 4242',
        amount: '40',
        rand: nextRand('wd'),
      });
      expect(withdrawal.statusCode, withdrawal.body).toBe(200);
      expect(await p.money('USD')).toBe('60.00');
    });

    it('refuses a registration that declares a blocked country, made from an open one', async () => {
      await blockCountries(t(), ['US']);
      const response = await t().app.inject({
        method: 'POST',
        url: '/web-api/registration/submit',
        headers: from('DE'),
        payload: {
          type: 'full_reg',
          email: `geo-${nextRand()}@test.local`,
          password: TEST_PASSWORD,
          password_again: TEST_PASSWORD,
          name: 'Anna',
          surname: 'Smith',
          date_birthday: '1990-05-17',
          country_id: countryIdFromIso('US'),
          currency_id: 840,
          regRules: true,
          regPolitics: true,
        },
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().validation_errors).toEqual({ country_id: ['validation_country_blocked'] });
    });
  },
  { settings: { defaultGeoCountry: 'US' } },
);
