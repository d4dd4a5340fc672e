import { useLocation } from 'react-router';
import { useSession } from '../../../features/auth/api/session.api';
import { isLanguage, LANGUAGE_INFO, type Lang } from '../../../shared/i18n/languages';
import { useSiteConfig } from '../../../shared/site-config/site-config.api';

export interface LanguageOption {
  code: Lang;
  name: string;
  /** The current page in that language. */
  href: string;
}

/** The same page in another language: only the first path segment changes. */
export function pathInLanguage(pathname: string, search: string, lang: Lang): string {
  return `${pathname.replace(/^\/[^/]*/, `/${lang}`)}${search}`;
}

/**
 * The languages to offer (CFG-10, CFG-11): the configuration's order, only those this build has dictionaries
 * for, without those the configuration hides from guests.
 */
export function useLanguageOptions(): LanguageOption[] {
  const { other } = useSiteConfig();
  const { isAuthenticated } = useSession();
  const { pathname, search } = useLocation();
  return other.languageOrder
    .filter(isLanguage)
    .filter((code) => isAuthenticated || !other.languagesHiddenForGuests.includes(code))
    .map((code) => ({
      code,
      name: other.languages.find((language) => language.code === code)?.title ?? LANGUAGE_INFO[code].name,
      href: pathInLanguage(pathname, search, code),
    }));
}
