import { PHASE, type FeedGame } from '../feed-model';

/** The two feeds: LineFeed (pre-match) and LiveFeed. */
export type FeedKind = 'line' | 'live';

/** Which feed lists a game; null once it is finished, settled or cancelled (it stays for results). */
export function kindOf(game: FeedGame): FeedKind | null {
  if (game.finished || game.phase === PHASE.settled || game.phase === PHASE.cancelled) return null;
  return game.live ? 'live' : 'line';
}
