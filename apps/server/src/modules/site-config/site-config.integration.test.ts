import { expect, it } from 'vitest';
import { siteConfigResponseSchema } from '@sportsbook/core/site-config/site-config.contract';
import { describeEachDatabase } from '../../../test/harness/test-app';

const getConfig = (query = '', headers: Record<string, string> = {}) =>
  ({ method: 'GET', url: `/web-api/site-config${query}`, headers }) as const;

const putLayer = (payload: Record<string, unknown>) =>
  ({ method: 'PUT', url: '/ops-api/site-config/layers', payload }) as const;

describeEachDatabase('site configuration', (t) => {
  it('serves partner 1 in Russian by default, in the shape of the contract', async () => {
    const response = await t().app.inject(getConfig());
    expect(response.statusCode).toBe(200);
    const { data } = siteConfigResponseSchema.parse(response.json());
    expect(data.global.name).toBe('Sportsbook');
    expect(data.other.mainLanguage).toBe('en');
    expect(data.derived).toMatchObject({
      partnerId: 1,
      language: 'ru',
      languageId: 463,
      locale: 'ru_RU',
      geoCountryId: null,
    });
  });

  it('answers config is absent for a partner that does not exist', async () => {
    const response = await t().app.inject(getConfig('?partner=999'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'config is absent',
      errors: [{ code: 'CONFIG_ABSENT', detail: 'config is absent' }],
    });
  });

  it('takes the country from the query (code or id), else from the trusted geo header', async () => {
    const byCode = await t().app.inject(getConfig('?country=kz&lng=en'));
    const byId = await t().app.inject(getConfig('?country=286&lng=en'));
    const byHeader = await t().app.inject(getConfig('?lng=en', { 'x-geo-country': 'KZ' }));
    const junkHeader = await t().app.inject(getConfig('?lng=en', { 'x-geo-country': 'T1' }));
    for (const response of [byCode, byId, byHeader]) {
      expect(response.json().data.derived).toMatchObject({
        geoCountryId: 286,
        geoCountryCode: 'kz',
        phoneRegistration: true,
      });
    }
    expect(junkHeader.json().data.derived.geoCountryCode).toBeNull();
  });

  it('refuses a malformed language and an unknown country in the error shape', async () => {
    const badLanguage = await t().app.inject(getConfig('?lng=english'));
    expect(badLanguage.statusCode).toBe(422);
    expect(badLanguage.json().validation_errors).toHaveProperty('lng');
    const unknownCountry = await t().app.inject(getConfig('?country=ZZ'));
    expect(unknownCountry.statusCode).toBe(422);
    expect(unknownCountry.json().validation_errors).toEqual({ country: ['validation_invalid_value'] });
  });

  it('keeps the operator routes behind the operator token', async () => {
    expect((await t().app.inject(putLayer({ partnerId: 1, patch: {} }))).statusCode).toBe(401);
    expect((await t().app.inject({ method: 'GET', url: '/ops-api/partners' })).statusCode).toBe(401);
  });

  it('gives two countries different configurations once the operator adds their layers, without a restart', async () => {
    const before = await t().app.inject(getConfig('?country=TR&lng=en'));
    expect(before.json().data.modules.casino).toBe(true);

    const kz = await t().injectOps(
      putLayer({ partnerId: 1, countryIso: 'kz', patch: { geo: { minimumAge: { default: 21 } } } }),
    );
    expect(kz.statusCode).toBe(200);
    expect(kz.json().data).toMatchObject({
      partnerId: 1,
      countryIso: 'KZ',
      language: null,
      updatedBy: expect.stringMatching(/^ops@/),
    });
    const tr = await t().injectOps(
      putLayer({
        partnerId: 1,
        countryIso: 'TR',
        patch: { modules: { casino: false }, geo: { vipBetAllowed: { default: true } } },
      }),
    );
    expect(tr.statusCode).toBe(200);

    const inKz = (await t().app.inject(getConfig('?country=KZ&lng=en'))).json().data;
    const inTr = (await t().app.inject(getConfig('?country=TR&lng=en'))).json().data;
    expect([inKz.derived.minimumAge, inTr.derived.minimumAge]).toEqual([21, 18]);
    expect([inKz.modules.casino, inTr.modules.casino]).toEqual([true, false]);
    expect([inKz.derived.vipBetAllowed, inTr.derived.vipBetAllowed]).toEqual([false, true]);

    const replaced = await t().injectOps(putLayer({ partnerId: 1, countryIso: 'TR', patch: {} }));
    expect(replaced.json().data.id).toBe(tr.json().data.id);
    expect((await t().app.inject(getConfig('?country=TR'))).json().data.modules.casino).toBe(true);
  });

  it('gives two partners different configurations', async () => {
    const partner = { id: 7, name: 'Seven Bet', domain: 'seven.localhost', refId: 70, groupId: 3 };
    expect((await t().app.inject(getConfig('?partner=7'))).statusCode).toBe(404);
    expect(
      (await t().injectOps({ method: 'PUT', url: '/ops-api/partners', payload: partner })).json(),
    ).toEqual({ data: partner });
    const layer = await t().injectOps(
      putLayer({
        partnerId: 7,
        patch: {
          global: { name: 'Seven Bet' },
          captcha: { captcha_type: 'hcaptcha', public_key: 'site-key' },
        },
      }),
    );
    expect(layer.statusCode).toBe(200);

    const seven = (await t().app.inject(getConfig('?partner=7&lng=ar'))).json().data;
    const one = (await t().app.inject(getConfig('?partner=1&lng=ar'))).json().data;
    expect([seven.global.name, one.global.name]).toEqual(['Seven Bet', 'Sportsbook']);
    expect([seven.captcha.captcha_type, one.captcha.captcha_type]).toEqual(['hcaptcha', 'custom']);
    expect(seven.derived).toMatchObject({ partnerId: 7, refId: 70, groupId: 3, language: 'ar', isRtl: true });

    const partners = (await t().injectOps({ method: 'GET', url: '/ops-api/partners' })).json().data;
    expect(partners.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([1, 7]));
  });

  it('serves agent popups only to a request from a country they are for (CFG-20)', async () => {
    const partner = { id: 8, name: 'Agents Bet', domain: 'agents.localhost', refId: 80, groupId: 4 };
    await t().injectOps({ method: 'PUT', url: '/ops-api/partners', payload: partner });
    const popup = (id: string, countries: string[]) => ({
      id,
      titleKey: 'agentPopup.cashAgents.title',
      textKey: 'agentPopup.cashAgents.text',
      link: '/information/payment',
      countries,
    });
    const layer = await t().injectOps(
      putLayer({
        partnerId: 8,
        patch: {
          geo: {
            agentPopupCountries: ['GH', 'NG'],
            agentPopups: [popup('everywhere', []), popup('nigeria', ['NG']), popup('kazakhstan', ['KZ'])],
          },
        },
      }),
    );
    expect(layer.statusCode).toBe(200);
    const served = async (headers: Record<string, string>) => {
      const { data } = siteConfigResponseSchema.parse(
        (await t().app.inject(getConfig('?partner=8&lng=en', headers))).json(),
      );
      return { ids: data.geo.agentPopups.map((p) => p.id), shown: data.derived.agentPopups };
    };
    expect(await served({ 'x-geo-country': 'NG' })).toEqual({ ids: ['everywhere', 'nigeria'], shown: true });
    expect(await served({ 'x-geo-country': 'GH' })).toEqual({ ids: ['everywhere'], shown: true });
    // A popup narrowed to a country outside the agent list stays hidden there as well.
    expect(await served({ 'x-geo-country': 'KZ' })).toEqual({ ids: [], shown: false });
    expect(await served({})).toEqual({ ids: [], shown: false });
  });

  it('refuses a layer with an unknown key, a bad value or one that breaks the merged configuration', async () => {
    const unknownKey = await t().injectOps(
      putLayer({ partnerId: 1, patch: { header: { visibleItemz: 3 } } }),
    );
    expect(unknownKey.statusCode).toBe(422);
    expect(unknownKey.json().validation_errors).toEqual({ 'patch.header': ['validation_unknown_field'] });

    const badValue = await t().injectOps(
      putLayer({ partnerId: 1, patch: { captcha: { captcha_type: 'recaptcha' } } }),
    );
    expect(badValue.statusCode).toBe(422);
    expect(badValue.json().validation_errors).toHaveProperty(['patch.captcha.captcha_type']);

    const broken = await t().injectOps(
      putLayer({ partnerId: 1, language: 'en', patch: { other: { mainLanguage: 'de' } } }),
    );
    expect(broken.statusCode).toBe(422);
    expect(broken.json().validation_errors).toHaveProperty(['patch.other.mainLanguage']);

    const noPartner = await t().injectOps(putLayer({ partnerId: 4242, patch: {} }));
    expect(noPartner.statusCode).toBe(404);
    expect((await t().app.inject(getConfig('?lng=en'))).json().data.other.mainLanguage).toBe('en');
  });

  it('lists and deletes layers, and the configuration follows', async () => {
    const created = await t().injectOps(
      putLayer({ partnerId: 1, language: 'ru', patch: { global: { gamesName: 'Игры' } } }),
    );
    const id = created.json().data.id as number;
    expect((await t().app.inject(getConfig('?lng=ru'))).json().data.global.gamesName).toBe('Игры');

    const listed = await t().injectOps({ method: 'GET', url: '/ops-api/site-config/layers?partner=1' });
    expect(listed.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id, language: 'ru', patch: { global: { gamesName: 'Игры' } } }),
      ]),
    );

    const deleted = await t().injectOps({ method: 'DELETE', url: `/ops-api/site-config/layers/${id}` });
    expect(deleted.json()).toEqual({ data: { id } });
    expect((await t().app.inject(getConfig('?lng=ru'))).json().data.global.gamesName).toBe(
      'Sportsbook Games',
    );
    expect(
      (await t().injectOps({ method: 'DELETE', url: `/ops-api/site-config/layers/${id}` })).statusCode,
    ).toBe(404);
  });
});

describeEachDatabase(
  'site configuration demo seed',
  (t) => {
    it('seeds a second partner that looks different and country layers for KZ and TR', async () => {
      const demo = (await t().app.inject(getConfig('?partner=2&lng=en'))).json().data;
      expect(demo.global.name).toBe('Demo Bet');
      expect(demo.captcha.captcha_type).toBe('puzzle');
      expect(demo.customize.defaultTheme).toBe('light');
      const kz = (await t().app.inject(getConfig('?country=KZ&lng=en'))).json().data;
      const tr = (await t().app.inject(getConfig('?country=TR&lng=en'))).json().data;
      expect([kz.derived.minimumAge, kz.derived.vipBetAllowed, kz.other.languageOrder[0]]).toEqual([
        21,
        true,
        'ru',
      ]);
      expect([tr.derived.minimumAge, tr.derived.vipBetAllowed, tr.modules.casino]).toEqual([
        18,
        false,
        false,
      ]);
    });
  },
  { seed: true },
);
