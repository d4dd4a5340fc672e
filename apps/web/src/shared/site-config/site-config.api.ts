import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { DEFAULT_PARTNER_ID } from '@sportsbook/core/constants/defaults.constants';
import { GENERIC_CACHE_MS, PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import type { ResolvedSiteConfig } from '@sportsbook/core/site-config/resolve-site-config';
import { API_BASE } from '../http/api-paths';
import { httpRequest } from '../http/http-client';
import type { Lang } from '../i18n/languages';
import { useLang } from '../i18n/use-lang';

export type SiteConfig = ResolvedSiteConfig;

/**
 * The site configuration for the language (spec section 3). Without it nothing can be drawn, so any failure
 * becomes 'config is absent' (the original error is kept as the cause for the log).
 */
export async function fetchSiteConfig(lang: Lang, signal?: AbortSignal): Promise<SiteConfig> {
  try {
    const response = await httpRequest<{ data?: SiteConfig } | null>({
      url: `${API_BASE}/site-config`,
      query: { lng: lang, partner: DEFAULT_PARTNER_ID },
      timeoutMs: PAGE_LOAD_WAIT_MS,
      signal,
    });
    if (!response?.data) throw new Error('empty site configuration');
    return response.data;
  } catch (cause) {
    console.error('site configuration could not be loaded', cause);
    // Loaded only on this path: the error catalogue behind it need not weigh on every first load.
    const { ConfigAbsentError } = await import('@sportsbook/core/site-config/config-absent.error');
    throw Object.assign(new ConfigAbsentError(), { cause });
  }
}

export const siteConfigQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['site-config', lang],
    queryFn: ({ signal }) => fetchSiteConfig(lang, signal),
    staleTime: GENERIC_CACHE_MS,
    retry: false,
  });

/** The configuration of the current language; the language route's loader has already fetched it. */
export function useSiteConfig(): SiteConfig {
  return useSuspenseQuery(siteConfigQuery(useLang())).data;
}
