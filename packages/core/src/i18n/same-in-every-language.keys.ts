/**
 * Keys whose text is rightly the same in Russian and Arabic as in English: brand and provider names, codes
 * and abbreviations that are written in Latin letters everywhere (add with care; the dictionary test
 * otherwise fails on an untranslated value). Texts without letters (`{{v}} {{c}}`, `1:0`) need no entry.
 */
export const KEYS_SAME_IN_EVERY_LANGUAGE: readonly string[] = [];
