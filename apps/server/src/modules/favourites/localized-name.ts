import type { Names } from '../feed/feed-model';

/** The languages the feed names things in; any other asked language reads English. */
export type NameLanguage = keyof Names;

const NAME_LANGUAGES: readonly string[] = ['en', 'ru', 'ar'] satisfies NameLanguage[];

/** `lng` of a request (`ru`, `en-GB`, `AR`) as a name language; absent means `fallback`. */
export function nameLanguage(lng: string | undefined, fallback: NameLanguage): NameLanguage {
  if (!lng) return fallback;
  const base = lng.trim().slice(0, 2).toLowerCase();
  return NAME_LANGUAGES.includes(base) ? (base as NameLanguage) : 'en';
}

/** The name in `lng` plus the English and Russian copies, as the feed writes them (N, NE, NR). */
export function nameTriple(names: Names, lng: NameLanguage): { N: string; NE: string; NR: string } {
  return { N: names[lng], NE: names.en, NR: names.ru };
}
