import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { idFromTwoLetterCode, twoLetterCodeFromId, TWO_LETTER_ID_MAX } from './two-letter-id';
import { countryIdFromIso, isoFromCountryId, languageIdFromCode, localeIdFromCode } from './reference-ids';

describe('two-letter ids', () => {
  it.each([
    ['AA', 1],
    ['AB', 2],
    ['BA', 27],
    ['KZ', 286],
    ['RU', 463],
    ['ZZ', 676],
  ])('%s -> %i', (code, id) => {
    expect(idFromTwoLetterCode(code)).toBe(id);
    expect(idFromTwoLetterCode(code.toLowerCase())).toBe(id);
    expect(twoLetterCodeFromId(id)).toBe(code);
  });

  it('round-trips every id and keeps ids distinct', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: TWO_LETTER_ID_MAX }), (id) => {
        expect(idFromTwoLetterCode(twoLetterCodeFromId(id))).toBe(id);
      }),
    );
  });

  it.each(['', 'A', 'ABC', 'A1', 'ÄB'])('rejects the code %j', (code) => {
    expect(() => idFromTwoLetterCode(code)).toThrow(RangeError);
  });

  it.each([0, -1, 677, 1.5])('rejects the id %d', (id) => {
    expect(() => twoLetterCodeFromId(id)).toThrow(RangeError);
  });
});

describe('reference ids', () => {
  it('maps countries and languages by code', () => {
    expect(countryIdFromIso('kz')).toBe(286);
    expect(isoFromCountryId(286)).toBe('KZ');
    expect(languageIdFromCode('en')).toBe(118);
  });

  it('builds locale ids from their language and country', () => {
    expect(localeIdFromCode('en_GB')).toBe(118 * 1000 + countryIdFromIso('GB'));
    expect(localeIdFromCode('ru_KZ')).not.toBe(localeIdFromCode('ru_RU'));
    expect(() => localeIdFromCode('en-GB')).toThrow(RangeError);
  });
});
