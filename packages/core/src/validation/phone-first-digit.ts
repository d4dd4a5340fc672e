/**
 * The spec's rule "only KZ allows first digits 6 or 7, and RU allows 9" concerns +7, the calling code
 * Russia and Kazakhstan share: a national number there is Kazakh when it starts with 6 or 7 and a Russian
 * mobile when it starts with 9. So the design is a table of allowed first digits for these two countries
 * only; every other country accepts any first digit (reading "only KZ" as a ban on 6 and 7 worldwide
 * would reject most of the world's numbers). The UI clears the input when this says no.
 */
const ALLOWED_FIRST_DIGITS: Readonly<Record<string, readonly string[]>> = {
  KZ: ['6', '7'],
  RU: ['9'],
};

/** Whether a national number may start with its first digit in `country` (ISO code); empty is allowed. */
export function isFirstDigitAllowed(country: string | undefined, nationalNumber: string): boolean {
  const allowed = country === undefined ? undefined : ALLOWED_FIRST_DIGITS[country.toUpperCase()];
  const first = nationalNumber.replace(/\D/g, '').charAt(0);
  return allowed === undefined || first === '' || allowed.includes(first);
}
