import { Navigate } from 'react-router';
import { preferredLanguage } from '../../shared/i18n/languages';

/** `/` opens the site in the visitor's language. */
export function PreferredLanguageRedirect() {
  return <Navigate to={`/${preferredLanguage()}/`} replace />;
}
