import { useCallback } from 'react';
import { locateMedia } from '@sportsbook/core/site-config/media-resource';
import { useSiteConfig } from './site-config.api';

/** Each missing reference is logged once, not on every render of every picture that names it. */
const reported = new Set<string>();

/** Resolves configured picture references through the partner's media map; a missing one is logged (CFG-15). */
export function useMediaUrl(): (reference: string) => string {
  const { dictionary } = useSiteConfig();
  return useCallback(
    (reference) => {
      const { url, missing } = locateMedia(dictionary, reference);
      if (missing && !reported.has(reference)) {
        reported.add(reference);
        console.warn(`media: no resource "${reference}" in the media map; showing the fallback`);
      }
      return url;
    },
    [dictionary],
  );
}
