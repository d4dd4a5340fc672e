import { useSyncExternalStore } from 'react';
import { i18n } from './i18n-instance';
import type { TFunction, Translator } from './translator';

/** The texts of the shown language; the component redraws when the language or its dictionary changes. */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  useSyncExternalStore(i18n.subscribe, i18n.getRevision);
  return { t: i18n.currentT(), i18n };
}
