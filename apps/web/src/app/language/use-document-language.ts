import { useEffect } from 'react';
import { isRtlLanguage } from '@sportsbook/core/reference/rtl-languages';
import { useLang } from '../../shared/i18n/use-lang';

/** `<html lang dir>` follow the URL's language, so Arabic pages mirror (CFG-17) and read correctly aloud. */
export function useDocumentLanguage(): void {
  const lang = useLang();
  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = isRtlLanguage(lang) ? 'rtl' : 'ltr';
  }, [lang]);
}
