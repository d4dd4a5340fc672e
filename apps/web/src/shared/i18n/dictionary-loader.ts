import { DICTIONARY_CACHE_MS, PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import { TRANSLATION_API } from '../http/api-paths';
import { httpRequest } from '../http/http-client';
import { readStorageJson, writeStorage } from '../storage/local-storage';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { loadBundledDictionary } from './bundled-dictionary';
import type { Lang } from './languages';

export type DictionaryMap = Record<string, string>;

interface CachedDictionary {
  /** The content version the translation API gave. */
  version: string;
  /** The site configuration's dictionary version when saved; the operator bumps it to drop every cache. */
  configVersion?: string;
  savedAtMs: number;
  map: DictionaryMap;
}

interface DictionaryResponse {
  data: { attributes: { dictionaryMap: string; version: string | number } };
}

const cacheKey = (lang: Lang) => `${STORAGE_KEYS.dictionaryPrefix}${lang}`;

function isFresh(entry: CachedDictionary, nowMs: number, configVersion?: string): boolean {
  if (typeof entry.map !== 'object' || nowMs - entry.savedAtMs >= DICTIONARY_CACHE_MS) return false;
  return configVersion === undefined || entry.configVersion === configVersion;
}

async function fetchDictionary(lang: Lang): Promise<Pick<CachedDictionary, 'version' | 'map'>> {
  const response = await httpRequest<DictionaryResponse>({
    url: `${TRANSLATION_API}/by-lang/${lang}`,
    timeoutMs: PAGE_LOAD_WAIT_MS,
  });
  const { dictionaryMap, version } = response.data.attributes;
  return { version: String(version), map: JSON.parse(dictionaryMap) as DictionaryMap };
}

/** Fetches started before the configuration's dictionary version was known, by language; each used once. */
const early = new Map<Lang, Promise<Pick<CachedDictionary, 'version' | 'map'>>>();

/**
 * Starts fetching a dictionary that no copy younger than 24 h can answer, before the configuration (which
 * names the version a copy must have) arrives: on a first visit the two then load side by side.
 */
export function prefetchDictionary(lang: Lang, nowMs = Date.now()): void {
  const cached = readStorageJson<CachedDictionary>(cacheKey(lang));
  if (early.has(lang) || (cached && isFresh(cached, nowMs))) return;
  const fetching = fetchDictionary(lang);
  fetching.catch(() => undefined);
  early.set(lang, fetching);
}

/**
 * A language's dictionary (CFG-12, CFG-14): from local storage while younger than 24 h and saved under the
 * configuration's current dictionary version, else from the translation API. When the API fails, a stale copy
 * beats the dictionary bundled with the build, which beats nothing; the failure is logged.
 */
export async function loadDictionary(
  lang: Lang,
  configVersion?: string,
  nowMs = Date.now(),
): Promise<DictionaryMap> {
  const cached = readStorageJson<CachedDictionary>(cacheKey(lang));
  if (cached && isFresh(cached, nowMs, configVersion)) return cached.map;
  try {
    const started = early.get(lang);
    early.delete(lang);
    const fetched = await (started ?? fetchDictionary(lang));
    const entry: CachedDictionary = { ...fetched, configVersion, savedAtMs: nowMs };
    writeStorage(cacheKey(lang), JSON.stringify(entry));
    return fetched.map;
  } catch (error) {
    console.warn(`i18n: dictionary "${lang}" could not be loaded`, error);
    if (cached && typeof cached.map === 'object') return cached.map;
    return loadBundledDictionary(lang);
  }
}
