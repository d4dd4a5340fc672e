import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { DEFAULT_PARTNER_ID } from '@sportsbook/core/constants/defaults.constants';
import {
  GENERIC_CACHE_MS,
  OTHER_WAITS_MS,
  PAGE_LOAD_WAIT_MS,
} from '@sportsbook/core/constants/network-timing.constants';
import type { ResolvedSiteConfig } from '@sportsbook/core/site-config/resolve-site-config';
import { rememberAnalyticsProject } from '../analytics/analytics-project';
import { API_BASE } from '../http/api-paths';
import { httpRequest } from '../http/http-client';
import { CLIENT_CODES, isHttpError } from '../http/http-error';
import { retry } from '../http/retry';
import type { Lang } from '../i18n/languages';
import { useLang } from '../i18n/use-lang';
import { rememberFeedContext } from './feed-context';

export type SiteConfig = ResolvedSiteConfig;

/**
 * A lost connection, a timeout or a server fault may pass; a 4xx answer (an absent configuration, a blocked
 * country) will not, and a cancelled request was not wanted any more.
 */
function isPassingFault(error: unknown): boolean {
  if (!isHttpError(error) || error.statusCode === CLIENT_CODES.network) return true;
  return error.statusCode >= 500 && error.statusCode !== 501;
}

/**
 * The site configuration for the language (spec section 3). Without it nothing can be drawn, so a passing fault
 * is asked again after the spec's other waits (HTTP-17: 3, 7 and 10 s) before the page gives up; any failure
 * then becomes 'config is absent' (the original error is kept as the cause for the log).
 */
export async function fetchSiteConfig(lang: Lang, signal?: AbortSignal): Promise<SiteConfig> {
  try {
    const response = await retry(
      () =>
        httpRequest<{ data?: SiteConfig } | null>({
          url: `${API_BASE}/site-config`,
          query: { lng: lang, partner: DEFAULT_PARTNER_ID },
          timeoutMs: PAGE_LOAD_WAIT_MS,
          signal,
        }),
      { attempts: OTHER_WAITS_MS.length + 1, delayMs: OTHER_WAITS_MS, shouldRetry: isPassingFault },
    );
    if (!response?.data) throw new Error('empty site configuration');
    rememberFeedContext(response.data);
    rememberAnalyticsProject(response.data.global.buildProjectId);
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
