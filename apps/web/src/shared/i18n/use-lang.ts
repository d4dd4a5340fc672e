import { useParams } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage, type Lang } from './languages';

/** The language of the current URL (`/:lang/...`); the default while outside a language route. */
export function useLang(): Lang {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}
