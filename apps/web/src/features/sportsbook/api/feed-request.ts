import type { Query } from '@tanstack/react-query';
import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import { httpRequest } from '../../../shared/http/http-client';
import { feedContextParams } from '../../../shared/site-config/feed-context';
import type { FeedKind } from '../model/feed-types';
import { normaliseFeedParams, type FeedParams, type NormalisedParams } from './feed-params';

interface FeedEnvelope<T> {
  Success: boolean;
  Error: string;
  ErrorCode: number;
  Value: T | null;
}

/** A feed call the server answered with `Success: false` (141: the game is not in the feed any more). */
export class FeedError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message || `feed error ${code}`);
    this.name = 'FeedError';
  }
}

export const GAME_NOT_FOUND = 141;

export const feedPath = (kind: FeedKind, call: string) =>
  `/service-api/${kind === 'live' ? 'LiveFeed' : 'LineFeed'}/${call}`;

/** Every feed entry of the cache starts with this, so the live push finds what to update. */
export const FEED_KEY = 'feed';

export function feedQueryKey(kind: FeedKind, call: string, params: NormalisedParams) {
  return [FEED_KEY, kind, call, params] as const;
}
export type FeedQueryKey = ReturnType<typeof feedQueryKey>;

/** GET a LineFeed or LiveFeed call and unwrap its envelope (spec/linefeed-format.md). */
export async function feedCall<T>(
  kind: FeedKind,
  call: string,
  params: NormalisedParams,
  signal?: AbortSignal,
): Promise<T> {
  const body = await httpRequest<FeedEnvelope<T>>({
    url: feedPath(kind, call),
    query: { ...feedContextParams(), ...params },
    timeoutMs: PAGE_LOAD_WAIT_MS,
    signal,
  });
  if (!body?.Success || body.Value === null) throw new FeedError(body?.ErrorCode ?? 0, body?.Error ?? '');
  return body.Value;
}

/** Parameters that only change how names and prices are written, not which games are listed. */
const PRESENTATION = new Set(['lng', 'cfview']);

function sameContent(a: NormalisedParams, b: NormalisedParams): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => PRESENTATION.has(key) || a[key] === b[key]);
}

/**
 * The query of one feed call: key and fetcher from the same normalised parameters. While another odds format
 * or language loads, the games already shown stay (prices are written from the decimal `C` on our side, so
 * they are right at once); any other change shows the loading state. The live push keeps the data current,
 * so focusing the window refetches nothing.
 */
export function feedQuery<T>(kind: FeedKind, call: string, params: FeedParams) {
  const normalised = normaliseFeedParams(params);
  const queryKey = feedQueryKey(kind, call, normalised);
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) => feedCall<T>(kind, call, normalised, signal),
    staleTime: kind === 'live' ? 10_000 : 60_000,
    refetchOnWindowFocus: false,
    // The live push keeps unchanged games as they were; comparing megabytes of lists deeply on every write
    // would cost more than the renders it saves.
    structuralSharing: false,
    placeholderData: (previous: T | undefined, previousQuery?: Query<T, Error, T, FeedQueryKey>) =>
      previousQuery && sameContent(previousQuery.queryKey[3], normalised) ? previous : undefined,
  };
}
