import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { CIS_COUNTRY_ISO_CODES } from '@sportsbook/core/registration/cis-countries';
import { countryIdFromIso } from '@sportsbook/core/reference/reference-ids';
import { describeEachDatabase } from '../../../test/harness/test-app';

const KZ = countryIdFromIso('KZ');
const DE = countryIdFromIso('DE');

const errorsOf = (response: LightMyRequestResponse) =>
  response.json().validation_errors as Record<string, string[]>;

describeEachDatabase('registration fields and data', (t) => {
  const submit = (payload: Record<string, unknown>) =>
    t().app.inject({ method: 'POST', url: '/web-api/registration/submit', payload });

  it('lists the types, the first being the default tab', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/web-api/api/web/registration/v1/types' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/vnd.api+json');
    expect(response.json().data.attributes.types).toEqual(['fast_reg', 'phone_reg', 'full_reg', 'soc_reg']);
    const abroad = await t().app.inject({
      method: 'GET',
      url: '/web-api/api/web/registration/v1/types?country=DE',
    });
    expect(abroad.json().data.attributes.types).not.toContain('phone_reg');
  });

  it('answers the registration data, without the banner for the widget, with the section banner for the main flow', async () => {
    const main = await t().app.inject({ method: 'POST', url: '/web-api/registration?section=casino' });
    expect(main.statusCode).toBe(200);
    const data = main.json().data;
    expect(data).toMatchObject({
      hasFirstDeposit: true,
      percentFirstDeposit: 100,
      minAgesInCountries: 18,
      bonusAmount: 100,
    });
    expect(data.additionalConfig.isLoginSavingNotificationVisible).toBe(true);
    expect(data.tabs[0]).toEqual({ caption: 'reg_tab_fast_reg', value: 'fast_reg', icon: 'fast-reg' });
    expect(data.tabs.find((tab: { value: string }) => tab.value === 'soc_reg').icon).toBe('google');
    expect(data.banner.title).toBe('reg_banner_casino_title');
    expect(data.bonuses).toHaveLength(3);
    const widget = await t().app.inject({ method: 'POST', url: '/web-api/registration?isWidget=true' });
    expect(widget.json().data.banner).toBeUndefined();
    expect(widget.json().data.additionalConfig.showLeftBanner).toBe(false);
  });

  it('offers the welcome bonuses, narrowed by an offer code, re-texted by a campaign code', async () => {
    const all = (
      await t().app.inject({ method: 'GET', url: '/web-api/api/v3/bonuses/welcome-bonuses' })
    ).json().data;
    expect(all.map((item: { id: string }) => item.id)).toEqual(['0', '1', '-1']);
    expect(all[2]).toMatchObject({ isCancel: true, hasInfo: false });
    expect(all[0].attributes.payload).toEqual({
      bonusCode: 'SPORT100',
      baner_info: { bannerText: 'reg_banner_text_sport100' },
    });
    const sport = (
      await t().app.inject({ method: 'GET', url: '/web-api/api/v3/bonuses/welcome-bonuses?bonus=sport100' })
    ).json().data;
    expect(sport.map((item: { id: string }) => item.id)).toEqual(['0', '-1']);
    await t().injectOps({
      method: 'PUT',
      url: '/ops-api/accounts/config/registration',
      payload: {
        partnerId: 1,
        value: {
          ...(await currentRegistrationData()),
          bannerTextByBonusCode: { PARTNER7: 'reg_banner_partner7' },
        },
      },
    });
    const campaign = (
      await t().app.inject({ method: 'GET', url: '/web-api/api/v3/bonuses/welcome-bonuses?bonus=partner7' })
    ).json().data;
    expect(campaign[0].attributes).toMatchObject({
      bonusCode: 'PARTNER7',
      payload: { baner_info: { bannerText: 'reg_banner_partner7' } },
    });
    await t().injectOps({
      method: 'PUT',
      url: '/ops-api/accounts/config/registration',
      payload: { partnerId: 1, value: await currentRegistrationData(true) },
    });
  });

  async function currentRegistrationData(defaults = false) {
    const { REGISTRATION_DATA_DEFAULTS } =
      await import('@sportsbook/core/registration/registration-data.defaults');
    if (defaults) return REGISTRATION_DATA_DEFAULTS;
    return (await t().injectOps({ method: 'GET', url: '/ops-api/accounts/config/registration' })).json().data;
  }

  it('serves version 1 fields with the CIS document rules as relation fields, short_reg as full_reg', async () => {
    const response = await t().app.inject({
      method: 'GET',
      url: '/web-api/api/web/registration/v1/fields/short_reg',
    });
    expect(response.statusCode).toBe(200);
    const { id, attributes } = response.json().data;
    expect(id).toBe('full_reg');
    const country = attributes.fields.find((f: { id: string }) => f.id === 'country_id');
    expect(country.attributes).toMatchObject({
      isParentField: true,
      parentFieldName: null,
      parentFieldValue: null,
      value: null,
    });
    expect(country.attributes.select_data.find((o: { Alpha2: string }) => o.Alpha2 === 'KZ')).toMatchObject({
      id: KZ,
      code: 'kz',
      phone_code: '+7',
    });
    // The configured default currency (USD) is the one a new player starts on, not the first in the list.
    const currency = attributes.fields.find((f: { id: string }) => f.id === 'currency_id');
    const selected = currency.attributes.select_data.filter((o: { selected?: boolean }) => o.selected);
    expect(selected.map((o: { code: string }) => o.code)).toEqual(['USD']);
    const cases = attributes.relation_fields.country_id;
    expect(Object.keys(cases).sort()).toEqual(
      [...CIS_COUNTRY_ISO_CODES.map((iso) => String(countryIdFromIso(iso))), 'default'].sort(),
    );
    expect(cases[String(KZ)].map((f: { id: string }) => f.id)).toEqual([
      'document_type_id',
      'passport_series',
      'passport_number',
    ]);
    expect(cases[String(KZ)][2].attributes).toMatchObject({
      placeholder: 'reg_field_doc_cis_placeholder',
      parentFieldName: 'country_id',
      parentFieldValue: String(KZ),
    });
    expect(
      cases.default.map((f: { attributes: { placeholder: string } }) => f.attributes.placeholder),
    ).toEqual(['reg_field_doc_placeholder']);
    expect(
      (await t().app.inject({ method: 'GET', url: '/web-api/api/web/registration/v1/fields/nope_reg' }))
        .statusCode,
    ).toBe(404);
  });

  it('serves the older descriptor format with depends_on and the server code length', async () => {
    const response = await t().app.inject({
      method: 'POST',
      url: '/web-api/registration/fields?bonus=SPORT100',
      payload: { params: { type: 'phone_reg' } },
    });
    expect(response.statusCode).toBe(200);
    const { fields, banners } = response.json().data;
    expect(banners[0].text).toBe('reg_banner_text_sport100');
    const code = fields.find((f: { id: string }) => f.id === 'phone_confirmation');
    expect(code.validation.phoneConfirm.value).toEqual({ length: 6, mask: '^\\d+$' });
    expect(fields.find((f: { id: string }) => f.id === 'phone').parts.input_code).toEqual({
      placeholder: 'xxx',
      max_length: 3,
    });
    const full = (
      await t().app.inject({
        method: 'POST',
        url: '/web-api/registration/fields',
        payload: { type: 'full_reg' },
      })
    ).json().data.fields;
    const numbers = full.filter((f: { id: string }) => f.id === 'passport_number');
    expect(numbers).toHaveLength(2);
    expect(numbers[0].depends_on.condition.values).toContain(KZ);
    expect(numbers[1].depends_on.condition.values).toContain(DE);
    expect(numbers[1].depends_on.condition.values).not.toContain(KZ);
  });

  it('lists regions of a country and cities of a region', async () => {
    const regions = (
      await t().app.inject({ method: 'GET', url: `/web-api/getRegions?countryId=${KZ}&lng=ru` })
    ).json().data;
    expect(regions[0]).toEqual({ id: KZ * 100 + 1, name: 'Алматы' });
    const karaganda = regions.find((r: { name: string }) => r.name === 'Карагандинская область');
    const cities = (
      await t().app.inject({ method: 'GET', url: `/web-api/getCitiesByRegion?regionId=${karaganda.id}` })
    ).json().data;
    expect(cities.map((c: { name: string }) => c.name)).toEqual(['Karaganda', 'Temirtau', 'Balkhash']);
  });

  it('lets the operator edit a field set for a partner and country; the most specific set wins', async () => {
    const fields = [
      { id: 'country_id', name: 'country_id', type: 'select', required: true, options_source: 'countries' },
      {
        id: 'currency_id',
        name: 'currency_id',
        type: 'select',
        required: true,
        options_source: 'currencies',
      },
      {
        id: 'ref_code',
        name: 'ref_code',
        type: 'input',
        required: true,
        validation: { minLength: { value: 4 } },
      },
      { id: 'regRules', name: 'regRules', type: 'checkbox', required: true },
      { id: 'regPolitics', name: 'regPolitics', type: 'checkbox', required: true },
    ];
    const put = await t().injectOps({
      method: 'PUT',
      url: '/ops-api/registration/field-sets',
      payload: { type: 'fast_reg', partnerId: 1, countryIso: 'de', fields },
    });
    expect(put.statusCode, put.body).toBe(200);
    const served = (
      await t().app.inject({
        method: 'GET',
        url: '/web-api/api/web/registration/v1/fields/fast_reg?country=DE',
      })
    ).json().data.attributes.fields;
    expect(served.map((f: { id: string }) => f.id)).toEqual([
      'country_id',
      'currency_id',
      'ref_code',
      'regRules',
      'regPolitics',
    ]);
    const elsewhere = (
      await t().app.inject({
        method: 'GET',
        url: '/web-api/api/web/registration/v1/fields/fast_reg?country=KZ',
      })
    ).json().data.attributes.fields;
    expect(elsewhere.map((f: { id: string }) => f.id)).toContain('first_deposit_bonus_choice');
    const short = await submit({
      type: 'fast_reg',
      country: 'DE',
      country_id: DE,
      currency_id: 978,
      ref_code: 'ab',
      regRules: true,
      regPolitics: true,
    });
    expect(errorsOf(short).ref_code).toEqual(['min_symbols_limit']);
    const bad = await t().injectOps({
      method: 'PUT',
      url: '/ops-api/registration/field-sets',
      payload: {
        type: 'fast_reg',
        fields: [{ id: 'x', name: 'x', type: 'input', validation: { minLength: { value: 'many' } } }],
      },
    });
    expect(bad.statusCode).toBe(422);
    const removed = await t().injectOps({
      method: 'DELETE',
      url: `/ops-api/registration/field-sets/${put.json().data.id}`,
    });
    expect(removed.statusCode).toBe(200);
  });
});
