import { describe, expect, it } from 'vitest';
import {
  CRYPTO_CURRENCY_ID_BASE,
  countryIdFromIso,
  languageIdFromCode,
} from '@sportsbook/core/reference/reference-ids';
import { countrySeeds } from './countries.data';
import { CRYPTO_COINS } from './crypto-currencies.data';
import { currencySeeds } from './currencies.data';
import { HISTORIC_CURRENCIES } from './historic-currencies.data';
import { languageSeeds, localeSeeds } from './languages.data';

const unique = <T>(values: T[]) => new Set(values).size === values.length;

describe('country seeds', () => {
  const countries = countrySeeds();

  it('cover every ISO country (about 250) with unique ids and codes', () => {
    expect(countries.length).toBeGreaterThanOrEqual(245);
    expect(unique(countries.map((c) => c.id))).toBe(true);
    expect(unique(countries.map((c) => c.iso3))).toBe(true);
    for (const c of countries) expect(c.id).toBe(countryIdFromIso(c.iso2));
  });

  it('carry calling codes with a leading plus and names in English, Russian and Arabic', () => {
    const byIso = new Map(countries.map((c) => [c.iso2, c]));
    expect(byIso.get('KZ')).toMatchObject({
      iso3: 'KAZ',
      numericCode: '398',
      phoneCode: '+7',
      names: { en: 'Kazakhstan', ru: 'Казахстан', ar: 'كازاخستان' },
    });
    expect(byIso.get('GB')?.phoneCode).toBe('+44');
    expect(byIso.get('AQ')?.phoneCode).toBeNull();
    const withCode = countries.filter((c) => c.phoneCode !== null);
    expect(withCode.length).toBeGreaterThan(240);
    expect(withCode.every((c) => /^\+\d{1,4}$/.test(c.phoneCode!))).toBe(true);
  });
});

describe('currency seeds', () => {
  const currencies = currencySeeds();
  const byCode = new Map(currencies.map((c) => [c.code, c]));

  it('take ISO 4217 numbers as ids and leave out metals, funds and test codes', () => {
    expect(byCode.get('USD')).toMatchObject({ id: 840, decimals: 2, symbol: '$', isCrypto: false, hide: false });
    expect(byCode.get('KZT')).toMatchObject({ id: 398, symbol: '₸', minBetMinor: 10_000 });
    expect(byCode.get('JPY')?.decimals).toBe(0);
    expect(byCode.get('BHD')?.decimals).toBe(3);
    for (const code of ['XAU', 'XTS', 'XXX', 'USN', 'CLF']) expect(byCode.has(code)).toBe(false);
    expect(unique(currencies.map((c) => c.id))).toBe(true);
    expect(unique(currencies.map((c) => c.code))).toBe(true);
  });

  it('map about 300 ids to unique codes', () => {
    expect(currencies.length).toBeGreaterThanOrEqual(290);
    expect(unique(currencies.map((c) => c.id))).toBe(true);
    expect(unique(currencies.map((c) => c.code))).toBe(true);
  });

  it('add the main crypto coins with their own precision, in their fixed id order', () => {
    const crypto = currencies.filter((c) => c.isCrypto);
    expect(crypto.map((c) => c.code)).toEqual(CRYPTO_COINS.map((coin) => coin.code));
    expect(crypto.length).toBeGreaterThanOrEqual(25);
    expect(crypto.slice(0, 8).map((c) => [c.code, c.id, c.decimals])).toEqual([
      ['BTC', 5001, 8],
      ['ETH', 5002, 8],
      ['USDT', 5003, 6],
      ['LTC', 5004, 8],
      ['TRX', 5005, 6],
      ['BNB', 5006, 8],
      ['DOGE', 5007, 8],
      ['XRP', 5008, 6],
    ]);
    expect(byCode.get('USDC')).toMatchObject({ id: 5009, isCrypto: true, numericCode: null, hide: false });
    // Every coin is flagged, and nothing else is.
    for (const code of ['SOL', 'TON', 'ADA', 'DAI', 'SHIB']) expect(byCode.get(code)?.isCrypto, code).toBe(true);
    expect(currencies.filter((c) => c.id >= CRYPTO_CURRENCY_ID_BASE).every((c) => c.isCrypto)).toBe(true);
    expect(currencies.filter((c) => c.id < CRYPTO_CURRENCY_ID_BASE).some((c) => c.isCrypto)).toBe(false);
  });

  it('map the withdrawn ISO currencies, hidden, with ids that keep their ISO number', () => {
    expect(byCode.get('DEM')).toMatchObject({ id: 276, numericCode: '276', decimals: 2, hide: true });
    expect(byCode.get('ITL')).toMatchObject({ id: 380, decimals: 0, names: { en: 'Italian Lira' } });
    expect(byCode.get('RUR')?.id).toBe(810);
    // Shared numbers: the first holder keeps it, the next ones move up by a thousand each.
    expect([byCode.get('YUM')?.id, byCode.get('CSD')?.id]).toEqual([891, 1891]);
    expect([byCode.get('MXN')?.id, byCode.get('MXP')?.id]).toEqual([484, 1484]);
    expect(['BRB', 'BRC', 'BRE', 'BRN'].map((code) => byCode.get(code)?.id)).toEqual([76, 1076, 2076, 3076]);
    for (const historic of HISTORIC_CURRENCIES) {
      const seeded = byCode.get(historic.code);
      expect(seeded, historic.code).toMatchObject({ id: historic.id, isCrypto: false, hide: true, coefficient: null });
      expect(historic.id % 1000, historic.code).toBe(Number(historic.numericCode));
      expect(historic.id).toBeLessThan(CRYPTO_CURRENCY_ID_BASE);
    }
    expect(HISTORIC_CURRENCIES.length).toBeGreaterThanOrEqual(100);
  });

  it('price every shown currency and hide the ones without a rate', () => {
    for (const c of currencies) {
      if (c.hide) expect([c.coefficient, c.minBetMinor]).toEqual([null, null]);
      else expect(c.coefficient! > 0 && c.minBetMinor! > 0).toBe(true);
    }
    expect(byCode.get('IRR')?.hide).toBe(true);
    expect(currencies.filter((c) => !c.hide).length).toBeGreaterThan(50);
  });
});

describe('language and locale seeds', () => {
  it('list about 100 languages, Arabic right to left, with native names', () => {
    const languages = languageSeeds();
    expect(languages.length).toBeGreaterThanOrEqual(95);
    expect(unique(languages.map((l) => l.id))).toBe(true);
    const ar = languages.find((l) => l.code === 'ar');
    expect(ar).toMatchObject({ id: languageIdFromCode('ar'), rtl: true, nativeName: 'العربية' });
    expect(languages.find((l) => l.code === 'ru')?.names.en).toBe('Russian');
  });

  it('list about 75 language_REGION locales whose parts are known', () => {
    const locales = localeSeeds();
    const languages = new Set(languageSeeds().map((l) => l.code));
    const countries = new Set(countrySeeds().map((c) => c.iso2));
    expect(locales.length).toBeGreaterThanOrEqual(70);
    expect(unique(locales.map((l) => l.id))).toBe(true);
    for (const l of locales) {
      expect(languages.has(l.languageCode), l.code).toBe(true);
      expect(countries.has(l.countryCode), l.code).toBe(true);
    }
  });
});
