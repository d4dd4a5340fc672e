import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE } from './languages';

/** Dictionaries are flat maps (`header.nav.sports` is one key), so i18next must not split keys on dots. */
export const i18n = i18next.createInstance();

const reported = new Set<string>();

/** A missing key is logged once per key; the text falls back to English, then to the key itself. */
export function reportMissingKey(key: string): void {
  if (reported.has(key)) return;
  reported.add(key);
  console.warn(`i18n: missing key "${key}"`);
}

export function initI18n(
  resources: Record<string, Record<string, string>> = {},
  lng: string = DEFAULT_LANGUAGE,
) {
  return i18n.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: Object.fromEntries(
      Object.entries(resources).map(([code, map]) => [code, { translation: map }]),
    ),
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => reportMissingKey(key),
    // Components re-render when a dictionary arrives after them (a language switch, a fallback load).
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
}
