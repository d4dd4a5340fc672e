import { expect, it } from 'vitest';
import { currenciesResponseSchema } from '@sportsbook/core/reference/currency.contract';
import { describeEachDatabase } from '../../../test/harness/test-app';
import { player } from '../payments/payments-test-support';
import { HISTORIC_CURRENCIES } from './data/historic-currencies.data';
import { countrySeeds } from './data/countries.data';
import { currencySeeds } from './data/currencies.data';
import { languageSeeds, localeSeeds } from './data/languages.data';
import { ReferenceRepository } from './reference.repository';
import { REFERENCE_SERVICE } from './reference.service';

const putCurrency = (code: string, payload: Record<string, unknown>) =>
  ({ method: 'PUT', url: `/ops-api/reference/currencies/${code}`, payload }) as const;

describeEachDatabase('reference data', (t) => {
  const reference = () => t().app.ctx.services.get(REFERENCE_SERVICE);

  it('seeds countries with ids, ISO codes, calling codes and names in the asked language', async () => {
    const countries = await reference().getCountries('ru');
    expect(countries.length).toBeGreaterThanOrEqual(245);
    expect(await reference().getCountryByIso('kz', 'ru')).toEqual({
      id: 286,
      name: 'Казахстан',
      phoneCode: '+7',
      code: 'kz',
      iso2: 'KZ',
      iso3: 'KAZ',
      numericCode: '398',
    });
    expect((await reference().getCountryById(286))?.name).toBe('Kazakhstan');
    // Sorted by the name in the asked language, so pickers need no sorting of their own.
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('ru').compare));
  });

  it('seeds currencies, languages and locales', async () => {
    expect(await reference().getCurrency('btc')).toMatchObject({
      id: 5001,
      isCrypto: true,
      decimals: 8,
      hide: false,
    });
    expect(await reference().getCurrency('KZT', 'ar')).toMatchObject({
      id: 398,
      symbol: '₸',
      minBetMinor: 10_000,
    });
    const shown = await reference().getCurrencies();
    expect(shown.some((c) => c.code === 'IRR')).toBe(false);
    expect((await reference().getCurrencies({ includeHidden: true })).some((c) => c.code === 'IRR')).toBe(
      true,
    );
    const languages = await reference().languages('en');
    expect(languages.find((l) => l.code === 'ar')).toMatchObject({ name: 'Arabic', rtl: true });
    expect((await reference().locales()).map((l) => l.code)).toContain('ru_KZ');
  });

  it('maps about 300 currency ids, withdrawn and crypto ones included, and offers no withdrawn one to a player', async () => {
    const all = await reference().getCurrencies({ includeHidden: true });
    expect(all.length).toBeGreaterThanOrEqual(290);
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    expect(await reference().getCurrency('dem')).toMatchObject({ id: 276, hide: true, isCrypto: false });
    expect(all.find((c) => c.id === 1891)).toMatchObject({ code: 'CSD', hide: true });
    expect(await reference().getCurrency('USDC')).toMatchObject({ id: 5009, isCrypto: true, hide: false });

    const withdrawn = new Set(HISTORIC_CURRENCIES.map((c) => c.code));
    const fields = (
      await t().app.inject({ method: 'GET', url: '/web-api/api/web/registration/v1/fields/full_reg' })
    ).json().data.attributes.fields;
    const offeredAtRegistration: { code: string }[] = fields.find(
      (f: { id: string }) => f.id === 'currency_id',
    ).attributes.select_data;
    const payer = await player(t());
    const offeredForPayments: { code: string }[] = (await payer.get('/web-api/payments/currencies')).json()
      .data.currencies;
    for (const offered of [offeredAtRegistration, offeredForPayments]) {
      expect(offered.map((c) => c.code)).toEqual(expect.arrayContaining(['USD', 'BTC', 'USDC']));
      expect(offered.filter((c) => withdrawn.has(c.code))).toEqual([]);
    }
    const inDeutscheMark = await t().app.inject({
      method: 'POST',
      url: '/web-api/registration/submit',
      payload: { type: 'fast_reg', currency_id: 276, regRules: true, regPolitics: true },
    });
    expect(inDeutscheMark.statusCode).toBe(422);
    expect(inDeutscheMark.json().validation_errors.currency_id).toEqual(['validation_invalid_value']);
  });

  it('lists every currency to the operator only', async () => {
    expect((await t().app.inject({ method: 'GET', url: '/ops-api/reference/currencies' })).statusCode).toBe(
      401,
    );
    const response = await t().injectOps({ method: 'GET', url: '/ops-api/reference/currencies' });
    const { data } = currenciesResponseSchema.parse(response.json());
    expect(data.find((c) => c.code === 'IRR')).toMatchObject({
      hide: true,
      coefficient: null,
      minBetMinor: null,
    });
  });

  it('lets the operator edit a rate, a minimum bet and the hide flag, served at once', async () => {
    const response = await t().injectOps(putCurrency('eur', { coefficient: 0.9, minBetMinor: 50 }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      code: 'EUR',
      coefficient: 0.9,
      minBetMinor: 50,
      hide: false,
    });
    expect(await reference().getCurrency('EUR')).toMatchObject({ coefficient: 0.9, minBetMinor: 50 });

    await t().injectOps(putCurrency('EUR', { hide: true }));
    expect((await reference().getCurrencies()).some((c) => c.code === 'EUR')).toBe(false);
  });

  it('keeps a currency without a rate hidden until it is priced', async () => {
    const unpriced = await t().injectOps(putCurrency('IRR', { hide: false }));
    expect(unpriced.statusCode).toBe(422);
    expect(unpriced.json().validation_errors).toEqual({ coefficient: ['required'] });

    const priced = await t().injectOps(
      putCurrency('IRR', { coefficient: 42_000, minBetMinor: 1_000_000, hide: false }),
    );
    expect(priced.json().data).toMatchObject({ hide: false, coefficient: 42_000, minBetMinor: 1_000_000 });
  });

  it('refuses unknown currencies and invalid edits in the error shape', async () => {
    expect((await t().injectOps(putCurrency('ABC', { hide: true }))).json().errors[0].code).toBe('NOT_FOUND');
    for (const payload of [{}, { minBetMinor: -1 }, { coefficient: 0 }, { rate: 2 }, { minBetMinor: 1.5 }]) {
      const response = await t().injectOps(putCurrency('USD', payload));
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors[0].code).toBe('VALIDATION_FAILED');
    }
  });

  it('keeps the operator edits when the reference data is seeded again at the next start', async () => {
    await t().injectOps(putCurrency('GBP', { coefficient: 0.8, minBetMinor: 25 }));
    await new ReferenceRepository(t().app.ctx.db).seed({
      countries: countrySeeds(),
      currencies: currencySeeds(),
      languages: languageSeeds(),
      locales: localeSeeds(),
      at: t().clock.now(),
    });
    const rows = await new ReferenceRepository(t().app.ctx.db).currencies();
    expect(rows.find((r) => r.code === 'GBP')).toMatchObject({ coefficient: 0.8, min_bet_minor: 25n });
  });
});
