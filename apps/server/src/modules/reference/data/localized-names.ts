import { DICTIONARY_LANGUAGES, type DictionaryLanguage } from '@sportsbook/core/i18n/dictionaries';

/** A name in every language the product is translated into. */
export type LocalizedNames = Record<DictionaryLanguage, string>;

/**
 * Names from the ICU data that Node ships (Intl.DisplayNames), or null when ICU does not know the code
 * (it then echoes the code back).
 */
type NameType = 'region' | 'language' | 'currency';

const formatters = new Map<string, Intl.DisplayNames>();

function formatter(lang: string, type: NameType): Intl.DisplayNames {
  const key = `${lang}:${type}`;
  let found = formatters.get(key);
  if (!found) formatters.set(key, (found = new Intl.DisplayNames([lang], { type, fallback: 'none' })));
  return found;
}

export function intlNames(type: NameType, code: string): LocalizedNames | null {
  const names = Object.fromEntries(DICTIONARY_LANGUAGES.map((lang) => [lang, formatter(lang, type).of(code)])) as Record<
    DictionaryLanguage,
    string | undefined
  >;
  return Object.values(names).every((name) => name !== undefined && name !== code) ? (names as LocalizedNames) : null;
}

/** The name in `lang`, English when the product has no translation for that language. */
export function nameIn(names: LocalizedNames, lang: string | undefined): string {
  return (lang !== undefined && (names as Record<string, string | undefined>)[lang]) || names.en;
}
