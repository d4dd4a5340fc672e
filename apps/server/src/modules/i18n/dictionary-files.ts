import { createHash } from 'node:crypto';
import {
  DICTIONARIES,
  DICTIONARY_LANGUAGES,
  type Dictionary,
  type DictionaryLanguage,
} from '@sportsbook/core/i18n/dictionaries';

/** One language's dictionary as served: whole, and split into units by the key's first segment (feature). */
export interface LanguageDictionary {
  readonly language: DictionaryLanguage;
  /** The dictionary as JSON text, the `dictionaryMap` of the by-lang call. */
  readonly json: string;
  /** Content hash: changes exactly when the text does. */
  readonly version: string;
  /** Unit id -> path under /genfiles/web-app-v2/. */
  readonly unitPaths: Readonly<Record<string, string>>;
}

export interface DictionaryFile {
  readonly json: string;
  readonly hash: string;
}

export function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

function splitIntoUnits(dictionary: Dictionary): Map<string, Record<string, string>> {
  const units = new Map<string, Record<string, string>>();
  for (const key of Object.keys(dictionary).sort()) {
    const unit = key.slice(0, key.indexOf('.'));
    let entries = units.get(unit);
    if (!entries) units.set(unit, (entries = {}));
    entries[key] = dictionary[key]!;
  }
  return units;
}

/**
 * Everything the translation calls serve, computed once: the dictionaries ship with the build and never
 * change while the process runs. Unit files carry their hash in the path, so they can be cached for good.
 */
export function buildDictionaryFiles(
  dictionaries: Readonly<Record<DictionaryLanguage, Dictionary>> = DICTIONARIES,
) {
  const languages = new Map<DictionaryLanguage, LanguageDictionary>();
  const files = new Map<string, DictionaryFile>();
  for (const language of DICTIONARY_LANGUAGES) {
    const json = JSON.stringify(dictionaries[language]);
    const unitPaths: Record<string, string> = {};
    for (const [unit, entries] of splitIntoUnits(dictionaries[language])) {
      const unitJson = JSON.stringify(entries);
      const hash = contentHash(unitJson);
      const path = `dictionaries/${language}/${unit}.${hash}.json`;
      unitPaths[unit] = path;
      files.set(path, { json: unitJson, hash });
    }
    languages.set(language, { language, json, version: contentHash(json), unitPaths });
  }
  return { languages, files };
}
