import { describe, expect, it } from 'vitest';
import { DICTIONARIES, DICTIONARY_LANGUAGES, type Dictionary, type DictionaryLanguage } from './dictionaries';
import { KEYS_SAME_IN_EVERY_LANGUAGE } from './same-in-every-language.keys';

type Dictionaries = Readonly<Record<DictionaryLanguage, Dictionary>>;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** i18next `{{name}}` (with an optional `, format`) and the spec's own `{v}` style. */
const PLACEHOLDER = /\{\{\s*([\w.]+)[^}]*\}\}|\{([\w.]+)\}/g;
const KEY_SHAPE = /^[a-z][\w-]*(\.[\w-]+)+$/;
const LETTER = /\p{L}/u;
const ARABIC = /\p{Script=Arabic}/u;
const TRANSLATED = ['ru', 'ar'] as const satisfies readonly DictionaryLanguage[];

const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
const placeholders = (text: string) => new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? m[2]!));
/** Names and codes listed as exceptions, and texts with no letters at all, may read the same everywhere. */
const mayMatchEnglish = (key: string, text: string) =>
  KEYS_SAME_IN_EVERY_LANGUAGE.includes(baseKey(key)) || !LETTER.test(text.replace(PLACEHOLDER, ''));
const baseKeys = (dictionary: Dictionary) => new Set(Object.keys(dictionary).map(baseKey));

/** Base key -> the plural forms present, for keys that have any. */
function pluralFamilies(dictionary: Dictionary): Map<string, string[]> {
  const families = new Map<string, string[]>();
  for (const key of Object.keys(dictionary)) {
    const form = PLURAL_SUFFIX.exec(key)?.[1];
    if (form) families.set(baseKey(key), [...(families.get(baseKey(key)) ?? []), form]);
  }
  return families;
}

function familyPlaceholders(dictionary: Dictionary, base: string): Set<string> {
  const texts = Object.entries(dictionary).filter(([key]) => baseKey(key) === base);
  return new Set(texts.flatMap(([, text]) => [...placeholders(text)]));
}

const checks = {
  badEntries: (d: Dictionaries, lang: DictionaryLanguage) =>
    Object.entries(d[lang])
      .filter(([key, text]) => !KEY_SHAPE.test(key) || typeof text !== 'string' || text.trim() === '')
      .map(([key]) => key),

  missingKeys(d: Dictionaries, lang: DictionaryLanguage) {
    const own = baseKeys(d[lang]);
    const all = new Set(DICTIONARY_LANGUAGES.flatMap((l) => [...baseKeys(d[l])]));
    return [...all].filter((key) => !own.has(key));
  },

  missingPluralForms(d: Dictionaries, lang: DictionaryLanguage) {
    const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    const families = new Set(DICTIONARY_LANGUAGES.flatMap((l) => [...pluralFamilies(d[l]).keys()]));
    const own = pluralFamilies(d[lang]);
    return [...families].flatMap((base) =>
      needed.filter((form) => !(own.get(base) ?? []).includes(form)).map((form) => `${base}_${form}`),
    );
  },

  untranslated: (d: Dictionaries, lang: DictionaryLanguage) =>
    Object.entries(d[lang])
      .filter(([key, text]) => d.en[key] === text && !mayMatchEnglish(key, text))
      .map(([key]) => key),

  notArabic: (d: Dictionaries) =>
    Object.entries(d.ar)
      .filter(([key, text]) => !ARABIC.test(text) && !mayMatchEnglish(key, text))
      .map(([key]) => key),

  placeholderProblems: (d: Dictionaries, lang: DictionaryLanguage) =>
    Object.entries(d[lang]).flatMap(([key, text]) => {
      const plural = PLURAL_SUFFIX.exec(key)?.[1];
      const expected = plural ? familyPlaceholders(d.en, baseKey(key)) : placeholders(d.en[key] ?? '');
      const found = placeholders(text);
      // Russian and Arabic may spell out the count in their singular and dual forms ("one bet"), never in `other`.
      const optional = plural && plural !== 'other' ? ['count'] : [];
      const lost = [...expected].filter((name) => !found.has(name) && !optional.includes(name));
      const added = [...found].filter((name) => !expected.has(name));
      return [...lost.map((n) => `${key}: lost {${n}}`), ...added.map((n) => `${key}: unknown {${n}}`)];
    }),
};

describe('shipped dictionaries', () => {
  it.each(DICTIONARY_LANGUAGES)('%s is a flat map of feature.area.phrase keys to non-empty text', (lang) => {
    expect(checks.badEntries(DICTIONARIES, lang)).toEqual([]);
  });

  it.each(DICTIONARY_LANGUAGES)('%s has every key that any language has', (lang) => {
    expect(checks.missingKeys(DICTIONARIES, lang)).toEqual([]);
  });

  it.each(DICTIONARY_LANGUAGES)('%s has every plural form its language needs', (lang) => {
    expect(checks.missingPluralForms(DICTIONARIES, lang)).toEqual([]);
  });

  it.each(TRANSLATED)('%s translates every text rather than repeating the English one', (lang) => {
    expect(checks.untranslated(DICTIONARIES, lang)).toEqual([]);
  });

  it('writes every Arabic text in Arabic script', () => {
    expect(checks.notArabic(DICTIONARIES)).toEqual([]);
  });

  it.each(TRANSLATED)('%s keeps every placeholder of the English text and adds none', (lang) => {
    expect(checks.placeholderProblems(DICTIONARIES, lang)).toEqual([]);
  });
});

describe('the dictionary checks themselves', () => {
  const broken: Dictionaries = {
    en: {
      'bet.slip.title': 'Bet slip',
      'bet.count_one': '{{count}} bet',
      'bet.count_other': '{{count}} bets',
      'x.y.score': '1:0',
      'bet.stake.min': 'Min {{amount}}',
    },
    ru: {
      'bet.slip.title': 'Bet slip',
      'bet.count_one': '{{count}} ставка',
      'bet.count_other': '{{count}} ставок',
      'x.y.score': '1:0',
      'bet.stake.min': 'Мин. {{sum}}',
    },
    ar: {
      'bet.slip.title': 'قسيمة',
      'bet.count_one': 'رهان واحد',
      'bet.count_two': 'رهانان',
      'bet.count_other': 'Bets {{count}}',
      'Bad key': 'نص',
    },
  };

  it('catch missing keys, plural forms, untranslated and non-Arabic texts and placeholder slips', () => {
    expect(checks.badEntries(broken, 'ar')).toEqual(['Bad key']);
    expect(checks.missingKeys(broken, 'ar')).toEqual(['x.y.score', 'bet.stake.min']);
    expect(checks.missingPluralForms(broken, 'ru').sort()).toEqual(['bet.count_few', 'bet.count_many']);
    expect(checks.missingPluralForms(broken, 'ar').sort()).toEqual([
      'bet.count_few',
      'bet.count_many',
      'bet.count_zero',
    ]);
    expect(checks.untranslated(broken, 'ru')).toEqual(['bet.slip.title']);
    expect(checks.notArabic(broken)).toEqual(['bet.count_other']);
    expect(checks.placeholderProblems(broken, 'ru')).toEqual([
      'bet.stake.min: lost {amount}',
      'bet.stake.min: unknown {sum}',
    ]);
    expect(checks.placeholderProblems(broken, 'ar')).toEqual([]);
  });
});
