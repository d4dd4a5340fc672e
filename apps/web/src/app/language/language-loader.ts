import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { sessionQuery } from '../../features/auth/api/session.api';
import { ensureLanguage, prefetchLanguageDictionaries } from '../../shared/i18n/ensure-language';
import { isLanguage, preferredLanguage, type Lang } from '../../shared/i18n/languages';
import { useOddsFormatStore } from '../../shared/odds/odds-format.store';
import { siteConfigQuery } from '../../shared/site-config/site-config.api';
import { writeStorage } from '../../shared/storage/local-storage';
import { STORAGE_KEYS } from '../../shared/storage/storage-keys';

/**
 * Starts every fetch a language's pages wait for. Called as the app boots, before the router has loaded the
 * page's code, so the page's code and its data arrive side by side; the loader then finds them under way.
 */
export function prefetchLanguage(queryClient: QueryClient, lang: Lang): void {
  void queryClient.prefetchQuery(siteConfigQuery(lang));
  void queryClient.prefetchQuery(sessionQuery);
  prefetchLanguageDictionaries(lang);
}

/**
 * Before any page of a language shows: its site configuration and the session (in parallel), then the
 * dictionary, cached under the configuration's dictionary version. The dictionary loads even when the
 * configuration fails, so the error page has its texts. A path without a language (`/line`) goes to the same
 * path in the preferred language.
 */
export function createLanguageLoader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const { lang } = params;
    if (!isLanguage(lang)) {
      const url = new URL(request.url);
      throw redirect(`/${preferredLanguage()}${url.pathname}${url.search}`);
    }
    const [config, session] = await Promise.allSettled([
      queryClient.ensureQueryData(siteConfigQuery(lang)),
      queryClient.ensureQueryData(sessionQuery),
    ]);
    await ensureLanguage(lang, config.status === 'fulfilled' ? config.value.dictionary.version : undefined);
    if (config.status === 'rejected') throw config.reason;
    if (session.status === 'rejected') throw session.reason;
    useOddsFormatStore.getState().applySiteDefault(config.value.derived.coefficientFormat);
    writeStorage(STORAGE_KEYS.language, lang);
    return null;
  };
}

/** Moving between pages of one language needs none of it again. */
export function shouldRevalidateLanguage({
  currentParams,
  nextParams,
}: ShouldRevalidateFunctionArgs): boolean {
  return currentParams.lang !== nextParams.lang;
}
