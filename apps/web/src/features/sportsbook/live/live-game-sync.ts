import type { FeedScoreJson } from '@sportsbook/core/api/feed-responses/feed-score.schema';
import type { PushOutcome, PushScore } from '@sportsbook/core/api/live-push/live-push-game.schema';
import type { ListGame, Outcome, PageGame } from '../model/feed-types';
import { outcomeKey } from './push-protocol';
import type { PushedGame } from './push-store';

type Pushed = ReadonlyMap<string, PushOutcome>;

/** The pushed outcomes of the game itself or, for a sub-game's page, of that sub-game. */
function pushedOutcomes(pushed: PushedGame, gameId: number): Pushed | undefined {
  return pushed.head.I === gameId ? pushed.outcomes : pushed.subGames?.get(gameId);
}

/** The outcome with the pushed price and block; null once the push no longer has it (market closed). */
function syncOutcome<T extends Outcome>(outcome: T, pushed: Pushed): T | null {
  const now = pushed.get(outcomeKey(outcome));
  if (!now) return null;
  if (now.C === outcome.C && Boolean(now.B) === Boolean(outcome.B)) return outcome;
  const { B: _blocked, ...open } = outcome;
  return (now.B ? { ...open, C: now.C, B: true } : { ...open, C: now.C }) as T;
}

/** The list with every outcome synced; the same array when nothing changed (rows then skip rendering). */
function syncOutcomes<T extends Outcome>(list: readonly T[], pushed: Pushed): T[] {
  let changed = false;
  const next: T[] = [];
  for (const outcome of list) {
    const synced = syncOutcome(outcome, pushed);
    if (synced !== outcome) changed = true;
    if (synced) next.push(synced);
  }
  return changed ? next : (list as T[]);
}

const pair = (home: number, away: number) => ({
  ...(home > 0 ? { S1: home } : {}),
  ...(away > 0 ? { S2: away } : {}),
});

function sameScore(score: FeedScoreJson, pushed: PushScore): boolean {
  const { FS, PS, CP, TS } = score;
  return (
    (FS.S1 ?? 0) === pushed.S[0] &&
    (FS.S2 ?? 0) === pushed.S[1] &&
    CP === pushed.CP &&
    TS === pushed.TS &&
    PS.length === pushed.P.length &&
    PS.every(
      (period, i) => (period.Value.S1 ?? 0) === pushed.P[i]![0] && (period.Value.S2 ?? 0) === pushed.P[i]![1],
    )
  );
}

/**
 * The feed's score block with the pushed score, periods and clock. Period names and the status line are the
 * feed's texts: kept while the period is the same, left empty for the page to name a new one (the push
 * carries numbers only). The status line also goes once the score moved, since it may tell the old one.
 */
export function syncScore(score: FeedScoreJson | undefined, pushed: PushScore | undefined) {
  if (!pushed || (score && sameScore(score, pushed))) return score;
  const samePeriod = score?.CP === pushed.CP;
  const sameTotal = score && (score.FS.S1 ?? 0) === pushed.S[0] && (score.FS.S2 ?? 0) === pushed.S[1];
  return {
    ...score,
    FS: pair(pushed.S[0], pushed.S[1]),
    PS: pushed.P.map(([home, away], i) => ({
      Key: i + 1,
      Value: { ...pair(home, away), NF: score?.PS.find((period) => period.Key === i + 1)?.Value.NF ?? '' },
    })),
    CP: pushed.CP,
    CPS: samePeriod ? (score?.CPS ?? '') : '',
    TS: pushed.TS,
    SLS: samePeriod && sameTotal ? (score?.SLS ?? '') : '',
  } satisfies FeedScoreJson;
}

type Synced<G extends ListGame | PageGame> = Pick<G, 'SC' | 'S' | 'PH'>;

function syncHead<G extends ListGame | PageGame>(game: G, { head }: PushedGame): Synced<G> {
  // A game the feed listed accepts bets; the phase is only written once the push says otherwise.
  const PH = game.PH === undefined && head.PH === 1 ? undefined : head.PH;
  return { SC: head.LV ? syncScore(game.SC, head.SC) : game.SC, S: head.S, PH };
}

function changedFields<G extends object>(game: G, fields: Partial<G>): G {
  const keys = Object.keys(fields) as (keyof G)[];
  return keys.some((key) => game[key] !== fields[key]) ? { ...game, ...fields } : game;
}

/** A list game (main outcomes, alternatives, score) brought to the pushed state; the same object if equal. */
export function syncListGame(game: ListGame, state: PushedGame): ListGame {
  const pushed = pushedOutcomes(state, game.I);
  if (!pushed) return game;
  const alternatives = game.AE?.map((group) => {
    const ME = syncOutcomes(group.ME, pushed);
    return ME === group.ME ? group : { ...group, ME };
  });
  return changedFields(game, {
    ...syncHead(game, state),
    E: syncOutcomes(game.E, pushed),
    ...(alternatives && {
      AE: alternatives.every((group, i) => group === game.AE![i]) ? game.AE : alternatives,
    }),
  });
}

/** Adds outcomes the push opened in a group the page shows (a new line), in the column of their type. */
function withNewLines(columns: Outcome[][], G: number, pushed: Pushed): Outcome[][] {
  const present = new Set(columns.flat().map(outcomeKey));
  const fresh = [...pushed.values()].filter(
    (outcome) => outcome.G === G && !present.has(outcomeKey(outcome)),
  );
  if (fresh.length === 0) return columns;
  const next = columns.map((column) => [...column]);
  for (const outcome of fresh) {
    const column = next.find((list) => list[0]?.T === outcome.T);
    if (!column) continue;
    column.push(outcome);
    column.sort((a, b) => (a.P ?? 0) - (b.P ?? 0));
  }
  return next;
}

/** The game page's game (grouped markets, sub-game aware) brought to the pushed state. */
export function syncPageGame(game: PageGame, state: PushedGame): PageGame {
  const pushed = pushedOutcomes(state, game.I);
  if (!pushed) return changedFields(game, syncHead(game, state));
  const groups = game.GE?.map((group) => {
    const synced = group.E.map((column) => syncOutcomes(column, pushed));
    const E = withNewLines(synced, group.G, pushed);
    return E.every((column, i) => column === group.E[i]) ? group : { ...group, E: E as typeof group.E };
  });
  return changedFields(game, {
    ...syncHead(game, state),
    ...(game.E && { E: syncOutcomes(game.E, pushed) }),
    ...(groups && { GE: groups.every((group, i) => group === game.GE![i]) ? game.GE : groups }),
  });
}
