import type {
  PushGameDiff,
  PushGameState,
  PushOutcome,
  PushOutcomeKey,
  PushScore,
  PushSubGameDiff,
} from '@sportsbook/core/api/live-push/live-push-game.schema';
import type { FeedGame, FeedMarket, FeedOutcome, LiveScore } from '../feed/feed-model';

/** Where a game belongs: what decides which subscriptions cover it. */
export interface GamePlace {
  readonly id: number;
  readonly sportId: number;
  readonly champId: number;
  readonly live: boolean;
}

/**
 * A game as the hub last published it, the base of the next diff. It holds the feed's own game object (the
 * feed store keeps it anyway) and the score in the protocol's terms.
 */
export interface GameImage {
  readonly place: GamePlace;
  readonly game: FeedGame;
  readonly score: PushScore | undefined;
  /** The score as JSON, to compare two images cheaply. */
  readonly scoreText: string;
}

type Changes = Pick<PushSubGameDiff, 'E' | 'X'>;

function scoreOf(score: LiveScore | undefined): PushScore | undefined {
  if (!score) return undefined;
  return {
    S: [score.total.home, score.total.away],
    P: score.periods.map((period) => [period.home, period.away]),
    CP: score.currentPeriod,
    TS: score.elapsedSec,
  };
}

export function imageOf(game: FeedGame): GameImage {
  const score = scoreOf(game.score);
  return {
    place: { id: game.id, sportId: game.sportId, champId: game.champId, live: game.live },
    game,
    score,
    scoreText: score ? JSON.stringify(score) : '',
  };
}

function keyFields(outcome: FeedOutcome): PushOutcomeKey {
  return outcome.P ? { G: outcome.G, T: outcome.T, P: outcome.P } : { G: outcome.G, T: outcome.T };
}

/** The feed's outcome object: decimal C, P omitted when 0, B only when blocked. */
function pushOutcome(outcome: FeedOutcome): PushOutcome {
  const compact: PushOutcome = { ...keyFields(outcome), C: outcome.C / 1000 };
  return outcome.B ? { ...compact, B: true } : compact;
}

const pushOutcomes = (markets: readonly FeedMarket[]) =>
  markets.flatMap((market) => market.outcomes.map(pushOutcome));

export function stateOf(image: GameImage): PushGameState {
  const { place, game, score } = image;
  const state: PushGameState = {
    I: place.id,
    V: game.version,
    SI: place.sportId,
    LI: place.champId,
    S: game.startAt,
    LV: place.live ? 1 : 0,
    PH: game.phase,
    ...(score ? { SC: score } : {}),
    E: pushOutcomes(game.markets),
  };
  if (game.subGames.length === 0) return state;
  return { ...state, SG: game.subGames.map((sub) => ({ I: sub.id, E: pushOutcomes(sub.markets) })) };
}

export function stateTextOf(image: GameImage): string {
  return JSON.stringify(stateOf(image));
}

const changed = (before: FeedOutcome, after: FeedOutcome) => before.C !== after.C || !before.B !== !after.B;

/** Outcomes by G, T and P; the feed gives every outcome of a game a distinct triple. */
function outcomesByKey(markets: readonly FeedMarket[]): Map<string, FeedOutcome> {
  const map = new Map<string, FeedOutcome>();
  for (const market of markets) {
    for (const outcome of market.outcomes) map.set(`${outcome.G}:${outcome.T}:${outcome.P ?? 0}`, outcome);
  }
  return map;
}

function diffByKey(before: readonly FeedMarket[], after: readonly FeedMarket[]): Changes {
  const old = outcomesByKey(before);
  const now = outcomesByKey(after);
  const E = [...now]
    .filter(([key, o]) => !old.has(key) || changed(old.get(key)!, o))
    .map(([, o]) => pushOutcome(o));
  const X = [...old].filter(([key]) => !now.has(key)).map(([, o]) => keyFields(o));
  return { ...(E.length ? { E } : {}), ...(X.length ? { X } : {}) };
}

/**
 * Changed prices and suspensions between two versions of a market list. Repricing keeps the markets and
 * their outcomes in place, so they are compared side by side; when the lines moved, by key.
 */
function diffMarkets(before: readonly FeedMarket[], after: readonly FeedMarket[]): Changes {
  if (before.length !== after.length) return diffByKey(before, after);
  const E: PushOutcome[] = [];
  for (let m = 0; m < after.length; m++) {
    const old = before[m]!.outcomes;
    const now = after[m]!.outcomes;
    if (old.length !== now.length) return diffByKey(before, after);
    for (let i = 0; i < now.length; i++) {
      const a = old[i]!;
      const b = now[i]!;
      if (a.G !== b.G || a.T !== b.T || a.P !== b.P) return diffByKey(before, after);
      if (changed(a, b)) E.push(pushOutcome(b));
    }
  }
  return E.length ? { E } : {};
}

function diffSubGames(before: FeedGame, after: FeedGame): PushSubGameDiff[] {
  const old = new Map(before.subGames.map((sub) => [sub.id, sub.markets]));
  const diffs: PushSubGameDiff[] = [];
  for (const sub of after.subGames) {
    const diff = diffMarkets(old.get(sub.id) ?? [], sub.markets);
    old.delete(sub.id);
    if (diff.E || diff.X) diffs.push({ I: sub.id, ...diff });
  }
  for (const [id, markets] of old) {
    const gone = diffByKey(markets, []);
    if (gone.X) diffs.push({ I: id, X: gone.X });
  }
  return diffs;
}

/** What a client holding `before` needs to reach `after`, or null when nothing it shows changed. */
export function diffImages(before: GameImage, after: GameImage): PushGameDiff | null {
  const [from, to] = [before.game, after.game];
  const subGames = diffSubGames(from, to);
  const fields = {
    ...(before.place.live !== after.place.live ? { LV: after.place.live ? 1 : 0 } : {}),
    ...(from.phase !== to.phase ? { PH: to.phase } : {}),
    ...(from.startAt !== to.startAt ? { S: to.startAt } : {}),
    ...(before.scoreText !== after.scoreText && after.score ? { SC: after.score } : {}),
    ...diffMarkets(from.markets, to.markets),
    ...(subGames.length ? { SG: subGames } : {}),
  } satisfies Omit<PushGameDiff, 'I' | 'V'>;
  return Object.keys(fields).length === 0 ? null : { I: after.place.id, V: to.version, ...fields };
}
