import {
  getCountries,
  getExampleNumber,
  Metadata,
  type CountryCode,
  type NumberingPlan,
} from 'libphonenumber-js/core';
import examples from 'libphonenumber-js/examples.mobile.json';
import metadata from 'libphonenumber-js/metadata.max.json';
import { countryIdFromIso } from '@sportsbook/core/reference/reference-ids';

/** Phone mask of spec section 3: the national number's mask (`#` a digit) and its digit bounds. */
export interface PhoneMask {
  readonly CountryId: number;
  readonly Mask: string;
  readonly Max: number;
  readonly Min: number;
}

/** The library's numbering plan also answers per number type at run time; its typings leave that out. */
type TypedPlan = NumberingPlan & { type?(kind: 'MOBILE'): { possibleLengths(): number[] } | undefined };

function maskOf(country: CountryCode, plan: Metadata): PhoneMask | undefined {
  plan.selectNumberingPlan(country);
  const example = getExampleNumber(country, examples, metadata);
  const numbering = plan.numberingPlan as TypedPlan | undefined;
  const lengths = numbering?.type?.('MOBILE')?.possibleLengths() ?? numbering?.possibleLengths() ?? [];
  if (!example || lengths.length === 0) return undefined;
  // The international form groups the national number as people write it: `+7 771 000 9998` -> `### ### ####`.
  const national = example.formatInternational().replace(/^\+\d+\s*/, '');
  return {
    CountryId: countryIdFromIso(country),
    Mask: national.replace(/\d/g, '#'),
    Max: Math.max(...lengths),
    Min: Math.min(...lengths),
  };
}

let cached: PhoneMask[] | undefined;

/** Mobile-number masks of every country the phone library knows, from its metadata (built once). */
export function phoneMasks(): PhoneMask[] {
  if (!cached) {
    const plan = new Metadata(metadata);
    cached = getCountries(metadata)
      .map((country) => maskOf(country, plan))
      .filter((mask): mask is PhoneMask => mask !== undefined)
      .sort((a, b) => a.CountryId - b.CountryId);
  }
  return cached;
}
