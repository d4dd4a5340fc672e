import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ConfigAbsentError } from './config-absent.error';
import type { Partner } from './partner.schema';
import { resolveSiteConfig, type SiteConfigLayer } from './resolve-site-config';

const main: Partner = { id: 1, name: 'Sportsbook', domain: 'localhost', refId: 1, groupId: 0 };
const demo: Partner = { id: 2, name: 'Demo Bet', domain: 'demo.localhost', refId: 77, groupId: 5 };
const KZ = { id: 286, iso2: 'KZ' };
const TR = { id: 512, iso2: 'TR' };

const mainLayers: SiteConfigLayer[] = [
  {
    countryIso: 'KZ',
    language: null,
    patch: { geo: { minimumAge: { byCountry: { KZ: 21 } } }, betting: { liveBetDelayMs: 8000 } },
  },
  {
    countryIso: 'TR',
    language: null,
    patch: { geo: { twelveHourClockCountries: ['TR'], vipBetAllowed: { byCountry: { TR: true } } } },
  },
];
const demoLayers: SiteConfigLayer[] = [
  {
    countryIso: null,
    language: null,
    patch: {
      global: { name: 'Demo Bet' },
      captcha: { captcha_type: 'puzzle' },
      customize: { colors: { accent: '#ff6600' } },
    },
  },
];

describe('resolveSiteConfig', () => {
  it('gives two countries different configurations', () => {
    const kz = resolveSiteConfig({ partner: main, layers: mainLayers, country: KZ, language: 'ru' });
    const tr = resolveSiteConfig({ partner: main, layers: mainLayers, country: TR, language: 'ru' });
    expect(kz.betting.liveBetDelayMs).toBe(8000);
    expect(tr.betting.liveBetDelayMs).toBe(5000);
    expect(kz.derived).toMatchObject({
      minimumAge: 21,
      twelveHourClock: false,
      vipBetAllowed: false,
      geoCountryCode: 'kz',
    });
    expect(tr.derived).toMatchObject({
      minimumAge: 18,
      twelveHourClock: true,
      vipBetAllowed: true,
      geoCountryId: 512,
    });
  });

  it('gives two partners different configurations', () => {
    const one = resolveSiteConfig({ partner: main, layers: mainLayers, country: KZ, language: 'en' });
    const two = resolveSiteConfig({ partner: demo, layers: demoLayers, country: KZ, language: 'en' });
    expect([one.global.name, two.global.name]).toEqual(['Sportsbook', 'Demo Bet']);
    expect([one.captcha.captcha_type, two.captcha.captcha_type]).toEqual(['custom', 'puzzle']);
    expect(two.customize.colors).toEqual({ ...one.customize.colors, accent: '#ff6600' });
    expect([one.derived.refId, two.derived.refId]).toEqual([1, 77]);
    expect([one.derived.groupId, two.derived.groupId]).toEqual([0, 5]);
    expect(two.derived.minimumAge).toBe(18);
  });

  it('raises config is absent for an unknown partner', () => {
    const resolve = () =>
      resolveSiteConfig({ partner: undefined, layers: [], country: null, language: 'en' });
    expect(resolve).toThrow(ConfigAbsentError);
    expect(resolve).toThrow('config is absent');
  });

  it('stacks partner, country, language and country+language layers in that order', () => {
    const name = (value: string) => ({ global: { name: value } });
    const layers: SiteConfigLayer[] = [
      { countryIso: 'KZ', language: 'ru', patch: name('kz+ru') },
      { countryIso: null, language: 'ru', patch: name('ru') },
      { countryIso: 'KZ', language: null, patch: name('kz') },
      { countryIso: null, language: null, patch: name('partner') },
    ];
    const nameFor = (country: typeof KZ | null, language: string) =>
      resolveSiteConfig({ partner: main, layers, country, language }).global.name;
    expect(nameFor(KZ, 'ru')).toBe('kz+ru');
    expect(nameFor(TR, 'ru')).toBe('ru');
    expect(nameFor(KZ, 'en')).toBe('kz');
    expect(nameFor(null, 'en')).toBe('partner');
    expect(resolveSiteConfig({ partner: main, layers: [], country: null, language: 'en' }).global.name).toBe(
      'Sportsbook',
    );
  });

  it('serves the main language, with its layers, when the requested one is not offered', () => {
    const layers: SiteConfigLayer[] = [
      { countryIso: null, language: 'en', patch: { global: { gamesName: 'EN games' } } },
    ];
    const resolved = resolveSiteConfig({ partner: main, layers, country: null, language: 'de' });
    expect(resolved.derived).toMatchObject({
      language: 'en',
      languageId: 118,
      locale: 'en_GB',
      isRtl: false,
    });
    expect(resolved.global.gamesName).toBe('EN games');
  });

  it('lets a partner layer decide which languages are offered', () => {
    const layers: SiteConfigLayer[] = [
      { countryIso: null, language: null, patch: { other: { mainLanguage: 'ru', languageOrder: ['ru'] } } },
    ];
    const resolved = resolveSiteConfig({ partner: demo, layers, country: null, language: 'xx' });
    expect(resolved.derived).toMatchObject({ language: 'ru', languageId: 463, locale: 'ru_RU' });
  });

  it('derives the Arabic locale as right to left and leaves the geo values empty without a country', () => {
    const { derived } = resolveSiteConfig({ partner: main, layers: [], country: null, language: 'AR' });
    expect(derived).toMatchObject({
      language: 'ar',
      locale: 'ar_AE',
      isRtl: true,
      geoCountryId: null,
      geoCountryCode: null,
      minimumAge: 18,
      twelveHourClock: false,
    });
    expect(derived.officeRequiredFields['2']).toEqual([
      'name',
      'surname',
      'birthday',
      'passport_number',
      'passport_end_date',
    ]);
  });

  it('picks the coefficient format by country before language before the betting default', () => {
    const layers: SiteConfigLayer[] = [
      {
        countryIso: null,
        language: null,
        patch: { other: { coefficientFormatByCountry: { TR: 2 }, coefficientFormatByLanguage: { ru: 1 } } },
      },
    ];
    const format = (country: typeof KZ | null, language: string) =>
      resolveSiteConfig({ partner: main, layers, country, language }).derived.coefficientFormat;
    expect([format(TR, 'ru'), format(KZ, 'ru'), format(KZ, 'en')]).toEqual([2, 1, 0]);
  });

  it('refuses a stack of layers that leaves the configuration invalid', () => {
    const layers: SiteConfigLayer[] = [
      { countryIso: null, language: null, patch: { other: { mainLanguage: 'de' } } },
    ];
    expect(() => resolveSiteConfig({ partner: main, layers, country: null, language: 'en' })).toThrow(
      /other\.languages/,
    );
  });

  it('always serves an offered language and the partner ids', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(main, demo),
        fc.constantFrom(null, KZ, TR),
        fc.stringMatching(/^[a-z]{2}$/),
        (partner, country, language) => {
          const { derived, other } = resolveSiteConfig({ partner, layers: mainLayers, country, language });
          expect(other.languages.map((l) => l.code)).toContain(derived.language);
          expect(derived.partnerId).toBe(partner.id);
        },
      ),
    );
  });
});
