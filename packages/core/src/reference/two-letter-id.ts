/**
 * Our numeric ids for two-letter codes (ISO 3166 alpha-2 countries, ISO 639-1 languages). The id is the code
 * read as a base-26 number plus one (`AA` -> 1, `AB` -> 2, `KZ` -> 286, `ZZ` -> 676), so it never depends on
 * a list: adding a country or a language later never moves an existing id, and the web computes ids without
 * bundling the lists. ISO's user-assigned codes (`XK` Kosovo, `XA`-`XZ`) give non-ISO territories an id too.
 */
const LETTER_A = 'A'.charCodeAt(0);
const TWO_LETTERS = /^[A-Za-z]{2}$/;
export const TWO_LETTER_ID_MAX = 26 * 26;

export function isTwoLetterCode(code: string): boolean {
  return TWO_LETTERS.test(code);
}

export function idFromTwoLetterCode(code: string): number {
  if (!isTwoLetterCode(code)) throw new RangeError(`Not a two-letter code: ${code}`);
  const upper = code.toUpperCase();
  return (upper.charCodeAt(0) - LETTER_A) * 26 + (upper.charCodeAt(1) - LETTER_A) + 1;
}

/** The upper-case code of an id made by `idFromTwoLetterCode`. */
export function twoLetterCodeFromId(id: number): string {
  if (!Number.isInteger(id) || id < 1 || id > TWO_LETTER_ID_MAX)
    throw new RangeError(`Not a two-letter id: ${id}`);
  const n = id - 1;
  return String.fromCharCode(LETTER_A + Math.floor(n / 26), LETTER_A + (n % 26));
}
