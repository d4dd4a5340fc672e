import { PHASE, type FeedGame, type ScorePair } from '../feed/feed-model';
import { GAME_EVENT, type GameEventType } from './subscription-event-types';

/**
 * One thing that happened in a game. `key` names it uniquely within the game (the 2nd home goal, the result
 * 2:1), so every process that sees the change derives the same key and a player is told once.
 */
export interface GameEvent {
  readonly type: GameEventType;
  readonly key: string;
  readonly score: ScorePair | null;
  readonly side: 1 | 2 | null;
  readonly period: number | null;
  readonly cancelled: boolean;
}

const RED_CARDS_STAT = 71;

function scoreOf(game: FeedGame): ScorePair | null {
  return game.score?.total ?? game.result?.score ?? null;
}

function event(type: GameEventType, key: string, fields: Partial<GameEvent> = {}): GameEvent {
  return { type, key, score: null, side: null, period: null, cancelled: false, ...fields };
}

/** Every count from `from` (exclusive) to `to` (inclusive): the 2nd and 3rd goal when 1 became 3. */
function countsBetween(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i + 1);
}

function scoreEvents(before: FeedGame, after: FeedGame): GameEvent[] {
  const was = scoreOf(before) ?? { home: 0, away: 0 };
  const now = scoreOf(after);
  // After the whistle a changed score is a correction, told by the result event.
  if (!now || before.finished || after.phase === PHASE.cancelled) return [];
  const sides = [
    { side: 1 as const, counts: countsBetween(was.home, now.home) },
    { side: 2 as const, counts: countsBetween(was.away, now.away) },
  ];
  return sides.flatMap(({ side, counts }) =>
    counts.map((n) => event(GAME_EVENT.score, `score:${side}:${n}`, { score: now, side })),
  );
}

function redCardEvents(before: FeedGame, after: FeedGame): GameEvent[] {
  const was = before.score?.stats[RED_CARDS_STAT] ?? { home: 0, away: 0 };
  const now = after.score?.stats[RED_CARDS_STAT];
  if (!now) return [];
  return [
    ...countsBetween(was.home, now.home).map((n) => event(GAME_EVENT.redCard, `red:1:${n}`, { side: 1 })),
    ...countsBetween(was.away, now.away).map((n) => event(GAME_EVENT.redCard, `red:2:${n}`, { side: 2 })),
  ];
}

function periodEvents(before: FeedGame, after: FeedGame): GameEvent[] {
  const was = before.score?.currentPeriod ?? 0;
  const now = after.score?.currentPeriod ?? 0;
  if (was < 1) return [];
  return countsBetween(was - 1, now - 1).map((period) =>
    event(GAME_EVENT.periodEnd, `period:${period}`, { period, score: scoreOf(after) }),
  );
}

function resultEvents(before: FeedGame, after: FeedGame): GameEvent[] {
  if (after.phase === PHASE.cancelled) {
    return before.phase === PHASE.cancelled
      ? []
      : [event(GAME_EVENT.result, 'cancelled', { cancelled: true })];
  }
  const score = after.result?.score;
  if (after.phase !== PHASE.settled || !score) return [];
  const was = before.result?.score;
  // A corrected result is news again; the same result seen twice is not.
  if (before.phase === PHASE.settled && was && was.home === score.home && was.away === score.away) return [];
  return [event(GAME_EVENT.result, `result:${score.home}:${score.away}`, { score })];
}

/** The events a change of one game makes, in the order they happened. */
export function detectGameEvents(before: FeedGame, after: FeedGame): GameEvent[] {
  const started = !before.live && !before.finished && after.live;
  const ended = !before.finished && after.finished && after.phase !== PHASE.cancelled;
  return [
    ...(started ? [event(GAME_EVENT.start, 'start')] : []),
    ...scoreEvents(before, after),
    ...redCardEvents(before, after),
    ...periodEvents(before, after),
    ...(ended ? [event(GAME_EVENT.end, 'end', { score: scoreOf(after) })] : []),
    ...resultEvents(before, after),
  ];
}
