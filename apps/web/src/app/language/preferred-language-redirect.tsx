import { Navigate, useLocation } from 'react-router';
import { preferredLanguage } from '../../shared/i18n/languages';

/** `/` opens the site in the visitor's language. */
export function PreferredLanguageRedirect() {
  // The query stays: a provider sending the player back to the root carries its outcome in it.
  const { search } = useLocation();
  return <Navigate to={{ pathname: `/${preferredLanguage()}/`, search }} replace />;
}
