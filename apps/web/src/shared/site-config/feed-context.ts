import type { SiteConfig } from './site-config.api';

type FeedContext = Readonly<{ partner: number; country?: number; gr: number }>;

let current: FeedContext | undefined;

/**
 * CFG-28: feed calls say which partner, country and partner group they are for, as the site configuration the
 * page was drawn with resolved them. Kept here rather than in every feed hook because these values are the
 * same for every call of the visit and are not part of what a cached answer depends on for this visitor.
 */
export function rememberFeedContext({ derived }: SiteConfig): void {
  current = {
    partner: derived.partnerId,
    gr: derived.groupId,
    ...(derived.geoCountryId !== null && { country: derived.geoCountryId }),
  };
}

/** The partner, country and group parameters, or nothing before the configuration has loaded. */
export function feedContextParams(): FeedContext | Record<string, never> {
  return current ?? {};
}
