import type { FeedGame, FeedMarket, FeedOutcome, FeedSubGame } from '../../feed/feed-model';
import type { FeedView } from '../../feed/store/feed-view';
import type { RefusalName } from '../betting-refusal';
import type { LegInput } from './coupon-input';

/** A selection found in one view of the feed. */
export interface LegLookup {
  readonly input: LegInput;
  /** The game, or the game a sub-game (period, corners) belongs to; undefined when unknown. */
  readonly game: FeedGame | undefined;
  readonly sub: FeedSubGame | undefined;
  readonly market: FeedMarket | undefined;
  readonly outcome: FeedOutcome | undefined;
  /** The outcome type is offered, but at another line. */
  readonly otherLine: boolean;
}

function findEvent(view: FeedView, id: number): { game: FeedGame; sub?: FeedSubGame } | undefined {
  const game = view.games.get(id);
  if (game) return { game };
  const parent = view.games.get(view.index.parentOf.get(id) ?? 0);
  const sub = parent?.subGames.find((candidate) => candidate.id === id);
  return parent && sub ? { game: parent, sub } : undefined;
}

export function lookupLeg(view: FeedView, input: LegInput): LegLookup {
  const event = findEvent(view, input.gameId);
  const markets = event ? (event.sub?.markets ?? event.game.markets) : [];
  let otherLine = false;
  for (const market of markets) {
    for (const outcome of market.outcomes) {
      if (outcome.T !== input.type) continue;
      if (Math.round((outcome.P ?? 0) * 1000) === input.param)
        return { input, game: event?.game, sub: event?.sub, market, outcome, otherLine: false };
      otherLine = true;
    }
  }
  return { input, game: event?.game, sub: event?.sub, market: undefined, outcome: undefined, otherLine };
}

/** Whether the leg is bet as live: the game is live (a line leg of a game gone live only with TransformEventKind). */
export function isLiveLeg(lookup: LegLookup): boolean {
  return lookup.game?.live === true;
}

/**
 * Why the selection cannot be bet on now, or null: the coupon-format codes in the order a bettor needs them
 * (the game, its phase, the outcome, its line, its block). `nowMs` is the acceptance time: a line leg must be
 * accepted before its game's start.
 */
export function legRefusal(
  lookup: LegLookup,
  options: { nowMs: number; transformEventKind: boolean },
): RefusalName | null {
  const { game, input } = lookup;
  if (!game) return 'gameNotFound';
  if (game.finished) return game.live || input.kind === 1 ? 'liveGameFinished' : 'lineGameFinished';
  if (game.phase === 2 || game.phase === 4) return 'gameClosed';
  if (input.kind === 3 && game.live && !options.transformEventKind) return 'lineGameFinished';
  if (!game.live && options.nowMs >= game.startAt * 1000) return 'gameLocked';
  if (game.phase !== 1) return 'gameLocked';
  if (!lookup.outcome) return lookup.otherLine ? 'lineChanged' : 'outcomeUnavailable';
  if (lookup.outcome.B) return 'priceBlocked';
  return null;
}
