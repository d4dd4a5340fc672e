import { DEFAULT_LANGUAGE } from './languages';
import { Translator } from './translator';

const reported = new Set<string>();

/** A missing key is logged once per key; the text falls back to English, then to the key itself. */
export function reportMissingKey(key: string): void {
  if (reported.has(key)) return;
  reported.add(key);
  console.warn(`i18n: missing key "${key}"`);
}

/** The site's texts; dictionaries arrive with the language route (`ensure-language.ts`). */
export const i18n = new Translator(DEFAULT_LANGUAGE, DEFAULT_LANGUAGE, reportMissingKey);

/** Loads dictionaries and shows a language (tests; the site loads through the language route). */
export function initI18n(
  resources: Record<string, Record<string, string>> = {},
  lng: string = DEFAULT_LANGUAGE,
): void {
  for (const [code, map] of Object.entries(resources)) i18n.addResources(code, map);
  i18n.changeLanguage(lng);
}
