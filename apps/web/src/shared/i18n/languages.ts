import { readStorage } from '../storage/local-storage';
import { STORAGE_KEYS } from '../storage/storage-keys';

export const LANGUAGES = ['en', 'ru', 'ar'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** The site configuration's default main language (spec section 1). */
export const DEFAULT_LANGUAGE: Lang = 'en';

interface LanguageInfo {
  /** Endonym: a language is always offered in its own name. */
  name: string;
  /** Intl locale; Arabic keeps Latin digits, as bettors compare odds and stakes at a glance. */
  locale: string;
}

export const LANGUAGE_INFO: Record<Lang, LanguageInfo> = {
  en: { name: 'English', locale: 'en-GB' },
  ru: { name: 'Русский', locale: 'ru-RU' },
  ar: { name: 'العربية', locale: 'ar-AE-u-nu-latn' },
};

export function isLanguage(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language for `/`: the last one chosen here, else the browser's, else the default. */
export function preferredLanguage(browserLanguages: readonly string[] = navigator.languages ?? []): Lang {
  const stored = readStorage(STORAGE_KEYS.language);
  if (isLanguage(stored)) return stored;
  const browser = browserLanguages.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLanguage);
  return browser ?? DEFAULT_LANGUAGE;
}
