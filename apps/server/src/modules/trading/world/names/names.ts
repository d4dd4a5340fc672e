import type { Names } from '../../../feed/feed-model';

/**
 * Name data is written one name a line as `English|Русский|العربية`, so the three forms sit side by side
 * and a missing one is caught when the world is built, not when a page shows a blank.
 */
export function names(line: string): Names {
  const [en, ru, ar, extra] = line.split('|').map((part) => part.trim());
  if (!en || !ru || !ar || extra !== undefined) throw new Error(`names need exactly en|ru|ar: "${line}"`);
  return { en, ru, ar };
}

export function nameList(text: string): Names[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map(names);
}

/** Puts `value` into the `{}` of a pattern, language by language ("{} United" + "Leeds" -> "Leeds United"). */
export function fill(pattern: Names, value: Names): Names {
  return {
    en: pattern.en.replace('{}', value.en),
    ru: pattern.ru.replace('{}', value.ru),
    ar: pattern.ar.replace('{}', value.ar),
  };
}

/** Joins names with a separator in every language ("England" + "Premier League"). */
export function join(separator: string, ...parts: Names[]): Names {
  return {
    en: parts.map((p) => p.en).join(separator),
    ru: parts.map((p) => p.ru).join(separator),
    ar: parts.map((p) => p.ar).join(separator),
  };
}
