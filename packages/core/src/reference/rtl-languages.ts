/** Two-letter languages written right to left; the site mirrors its layout for them. */
export const RTL_LANGUAGE_CODES: readonly string[] = ['ar', 'dv', 'fa', 'he', 'ps', 'sd', 'ug', 'ur', 'yi'];

export function isRtlLanguage(code: string): boolean {
  return RTL_LANGUAGE_CODES.includes(code.toLowerCase());
}
