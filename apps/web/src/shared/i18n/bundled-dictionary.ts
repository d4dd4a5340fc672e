import type { Lang } from './languages';

type DictionaryModule = { default: Record<string, string> };

/**
 * The dictionaries shipped with the build, each in its own chunk: fetched only when the translation API cannot
 * answer, so a failing server still gets a readable error page.
 */
const BUNDLED: Record<Lang, () => Promise<DictionaryModule>> = {
  en: () => import('@dictionaries/en.json'),
  ru: () => import('@dictionaries/ru.json'),
  ar: () => import('@dictionaries/ar.json'),
};

export async function loadBundledDictionary(lang: Lang): Promise<Record<string, string>> {
  return (await BUNDLED[lang]()).default;
}
