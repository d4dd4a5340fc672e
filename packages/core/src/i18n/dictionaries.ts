import ar from './dictionaries/ar.json' with { type: 'json' };
import en from './dictionaries/en.json' with { type: 'json' };
import ru from './dictionaries/ru.json' with { type: 'json' };

/**
 * The shipped dictionaries: flat maps of `feature.area.phrase` -> text, plural forms as i18next suffixes
 * (`_one`, `_few`, ...). The server serves them; the web fetches them over HTTP rather than bundling this file.
 */
export const DICTIONARY_LANGUAGES = ['en', 'ru', 'ar'] as const;
export type DictionaryLanguage = (typeof DICTIONARY_LANGUAGES)[number];

/** Served when a language has no dictionary of its own. */
export const FALLBACK_DICTIONARY_LANGUAGE: DictionaryLanguage = 'en';

export type Dictionary = Readonly<Record<string, string>>;

export const DICTIONARIES: Readonly<Record<DictionaryLanguage, Dictionary>> = { en, ru, ar };

export function isDictionaryLanguage(code: string): code is DictionaryLanguage {
  return (DICTIONARY_LANGUAGES as readonly string[]).includes(code);
}
