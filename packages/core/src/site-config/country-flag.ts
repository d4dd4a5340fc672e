import type { GeoSection } from './geo-section.schema';

/** Whether a country's flag may be shown (CFG-19): an empty allow list allows every country; deny wins. */
export function isFlagAllowed(rules: GeoSection['countryFlags'], countryCode: string): boolean {
  const iso = countryCode.toUpperCase();
  return !rules.deny.includes(iso) && (rules.allow.length === 0 || rules.allow.includes(iso));
}

/** A regional indicator symbol is 'A' moved to U+1F1E6; two of them draw a flag where the system has one. */
const REGIONAL_INDICATOR_OFFSET = 0x1f1e6 - 'A'.charCodeAt(0);

/** The flag of an ISO alpha-2 code (either case) as text: what a flag shows where its sprite cannot. */
export function flagEmoji(countryCode: string): string {
  return String.fromCodePoint(
    ...[...countryCode.toUpperCase()].map((c) => c.charCodeAt(0) + REGIONAL_INDICATOR_OFFSET),
  );
}
