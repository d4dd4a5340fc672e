import type { DictionarySection } from './content-sections.schema';

export interface MediaLocation {
  url: string;
  /** The reference named no module of the media map and is no path: the fallback pixel stands in. */
  missing: boolean;
}

/** A path on our site or a full http(s) address, used as it is. */
const DIRECT = /^(\/|https?:\/\/)/;

/**
 * Where a configured picture is (CFG-15): a module id of the partner's media map (`dictionary.mediaResources`,
 * set per partner through the partner's layer) gives its path; a path or address is used as it is; anything
 * else is missing, and the configured fallback (a transparent pixel) keeps the layout.
 */
export function locateMedia(
  dictionary: Pick<DictionarySection, 'mediaResources' | 'mediaFallback'>,
  reference: string,
): MediaLocation {
  if (Object.hasOwn(dictionary.mediaResources, reference))
    return { url: dictionary.mediaResources[reference]!, missing: false };
  if (DIRECT.test(reference)) return { url: reference, missing: false };
  return { url: dictionary.mediaFallback, missing: true };
}
