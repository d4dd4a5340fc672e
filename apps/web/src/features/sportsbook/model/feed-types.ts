import type { FeedGameJson, FeedListGameJson } from '@sportsbook/core/api/feed-responses/feed-game.schema';
import type { FeedOutcomeJson } from '@sportsbook/core/api/feed-responses/feed-outcome.schema';
import type { PushGameState } from '@sportsbook/core/api/live-push/live-push-game.schema';

/** Which feed a list or page reads: pre-match (LineFeed) or in-play (LiveFeed). */
export type FeedKind = 'line' | 'live';

/**
 * The phase the live push last reported (1 accepting bets, 2 settled, 3 not accepting, 4 cancelled). The feed
 * writes a closed game's outcomes blocked; the push says it with the phase, kept beside the game.
 */
type ClientFields = { PH?: PushGameState['PH'] };

/** A game of a list (E holds its main outcomes) as the cache keeps it. */
export type ListGame = FeedListGameJson & ClientFields;
/** A game of the game page (GE holds every market in columns). */
export type PageGame = FeedGameJson & ClientFields;
export type Outcome = Pick<FeedOutcomeJson, 'G' | 'T' | 'C' | 'P' | 'B' | 'CE'>;
/** What every game shape has: enough to name it and show its score. */
export type GameHead = Pick<
  FeedGameJson,
  'I' | 'CI' | 'O1' | 'O2' | 'O1I' | 'O2I' | 'SI' | 'SN' | 'LI' | 'L' | 'S' | 'U' | 'SC' | 'TG' | 'PN' | 'CN'
> &
  ClientFields;

/** A game accepts bets unless the push said otherwise; an outcome is open unless blocked. */
export function isOpen(game: { PH?: number }, outcome: Pick<Outcome, 'B'>): boolean {
  return !outcome.B && (game.PH === undefined || game.PH === 1);
}

export const isLiveGame = (game: Pick<GameHead, 'SC'>) => game.SC !== undefined;
