import { i18n } from './i18n-instance';
import { loadDictionary, prefetchDictionary } from './dictionary-loader';
import { DEFAULT_LANGUAGE, type Lang } from './languages';

/** Languages whose dictionary the translator holds, by the configuration's dictionary version they were loaded for. */
const loaded = new Map<Lang, string | undefined>();

async function ensureDictionary(lang: Lang, configVersion?: string): Promise<void> {
  if (loaded.has(lang) && (configVersion === undefined || loaded.get(lang) === configVersion)) return;
  const map = await loadDictionary(lang, configVersion);
  i18n.addResources(lang, map);
  loaded.set(lang, configVersion);
}

/** The dictionaries a language's pages need: its own and English beside it (the fallback). */
const neededFor = (lang: Lang): Lang[] => (lang === DEFAULT_LANGUAGE ? [lang] : [lang, DEFAULT_LANGUAGE]);

/** Starts fetching the language's dictionaries that no cached copy can answer. */
export function prefetchLanguageDictionaries(lang: Lang): void {
  for (const code of neededFor(lang)) if (!loaded.has(code)) prefetchDictionary(code);
}

/** Loads the language's dictionaries, then switches to the language. */
export async function ensureLanguage(lang: Lang, configVersion?: string): Promise<void> {
  await Promise.all(neededFor(lang).map((code) => ensureDictionary(code, configVersion)));
  i18n.changeLanguage(lang);
}
