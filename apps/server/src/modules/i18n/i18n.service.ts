import { FALLBACK_DICTIONARY_LANGUAGE, isDictionaryLanguage } from '@sportsbook/core/i18n/dictionaries';
import { serviceKey } from '../../platform/service-registry';
import { buildDictionaryFiles, type DictionaryFile, type LanguageDictionary } from './dictionary-files';

export interface ServedDictionary extends LanguageDictionary {
  /** True when the requested language has no dictionary and English is served instead. */
  readonly fallback: boolean;
}

export interface I18nService {
  /** `lang` may be a locale (`en-GB`, `ru_RU`); unknown languages get English, marked as a fallback. */
  dictionary(lang: string): ServedDictionary;
  /** A unit file by its path under /genfiles/web-app-v2/. */
  file(path: string): DictionaryFile | undefined;
}

export const I18N_SERVICE = serviceKey<I18nService>('i18n');

export function createI18nService(built = buildDictionaryFiles()): I18nService {
  return {
    dictionary(lang) {
      const primary = lang.toLowerCase().split(/[-_]/)[0] ?? '';
      const language = isDictionaryLanguage(primary) ? primary : FALLBACK_DICTIONARY_LANGUAGE;
      return { ...built.languages.get(language)!, fallback: language !== primary };
    },
    file: (path) => built.files.get(path),
  };
}
