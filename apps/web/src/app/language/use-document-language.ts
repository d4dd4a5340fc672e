import { useLayoutEffect } from 'react';
import { isRtlLanguage } from '@sportsbook/core/reference/rtl-languages';
import { useLang } from '../../shared/i18n/use-lang';

/**
 * `<html lang dir>` follow the URL's language, so Arabic pages mirror (CFG-17) and read correctly aloud. Set
 * before the browser paints: a passive effect may run after a paint, showing an Arabic page left to right.
 */
export function useDocumentLanguage(): void {
  const lang = useLang();
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = isRtlLanguage(lang) ? 'rtl' : 'ltr';
  }, [lang]);
}
