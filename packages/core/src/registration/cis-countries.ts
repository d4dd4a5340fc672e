/**
 * The CIS list of the full-registration document rules (spec section 4, REG-21; the spec does not give it).
 * Chosen: the Commonwealth of Independent States as it stands, the nine member states (Armenia, Azerbaijan,
 * Belarus, Kazakhstan, Kyrgyzstan, Moldova, Russia, Tajikistan, Uzbekistan) and the associate Turkmenistan.
 * They share the post-Soviet passport with a series and a number, which is why the document type and series
 * fields show only for them. Georgia (left 2009) and Ukraine (left 2018) are out.
 */
export const CIS_COUNTRY_ISO_CODES = ['AM', 'AZ', 'BY', 'KZ', 'KG', 'MD', 'RU', 'TJ', 'UZ', 'TM'] as const;

export function isCisCountry(iso2: string): boolean {
  return (CIS_COUNTRY_ISO_CODES as readonly string[]).includes(iso2.toUpperCase());
}
