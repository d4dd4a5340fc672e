import { STORAGE_KEYS as SHARED_KEYS } from '@sportsbook/core/constants/storage.constants';

/** The spec's storage keys plus the two only the web app keeps (chosen language, cached dictionaries). */
export const STORAGE_KEYS = {
  ...SHARED_KEYS,
  language: 'language',
  dictionaryPrefix: 'dictionary:',
} as const;
