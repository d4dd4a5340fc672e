import type { MarginConfig, PricedMarket } from '@sportsbook/core/pricing/index';
import { SELECTION, GROUP } from '@sportsbook/core/pricing/index';
import { PHASE, type FeedGame, type FeedIncident, type Phase } from '../../feed/feed-model';
import type { ForcedIncident } from './family-engine';
import type { FamilyName } from './game-format';
import { flagBlocked, marketView } from './market-view';
import { resultRows, voidRows, type SettlementRow } from './settlement-rows';
import { familyOf, streamOf, type TradingGame } from './trading-game';

/**
 * Simulated seconds between repricings as the clock runs (a goal, point or card reprices at once). Set
 * sports move with their points; outrights do not move in running.
 */
const PRICE_EVERY_SEC: Record<FamilyName, number> = {
  goal: 60,
  margin: 30,
  tennis: 600,
  rally: 600,
  series: 600,
  duel: 60,
  outright: 3600,
};

/** The chronology keeps the latest incidents only, so a long game's document stays small. */
const MAX_INCIDENTS = 120;

export function isBlocked(tg: TradingGame): boolean {
  const { record } = tg;
  if (record.gameSuspended) return true;
  if (record.status !== 'live' || !record.live) return false;
  if (record.setup.format.family === 'outright') return true;
  return (record.blockUntil ?? 0) > record.live.simSec || familyOf(record).inExtraTime(record.live);
}

function phaseOf(tg: TradingGame): Phase {
  const { record } = tg;
  if (record.status === 'cancelled') return PHASE.cancelled;
  if (record.status === 'finished') return PHASE.settled;
  if (record.gameSuspended) return PHASE.closed;
  if (record.status === 'live' && record.setup.format.family === 'outright') return PHASE.closed;
  return PHASE.accepting;
}

function winProbabilities(priced: readonly PricedMarket[]): FeedGame['winProbabilities'] {
  const result = priced.find((m) => m.period === 0 && m.G === GROUP.result);
  if (!result) return undefined;
  const chance = (T: number) => result.outcomes.find((o) => o.T === T)?.probability ?? 0;
  return { P1: chance(SELECTION.home), PX: chance(SELECTION.draw), P2: chance(SELECTION.away) };
}

/** Prices the game from its current state (line or live) and takes the result into the published view. */
export function repriceGame(tg: TradingGame, margins: MarginConfig): void {
  const { record } = tg;
  const live = record.status === 'live' ? record.live : undefined;
  const priced = familyOf(record).price(record.setup, live, margins);
  const view = marketView(priced, record);
  const { winProbabilities: _previous, ...rest } = tg.game;
  const chances = record.status === 'line' ? winProbabilities(priced) : undefined;
  tg.game = { ...rest, ...view, ...(chances ? { winProbabilities: chances } : {}) };
}

/** Takes the record's state into the FeedGame (phase, flags, score) and bumps its version. */
export function publish(tg: TradingGame, nowMs: number, incidents: readonly FeedIncident[] = []): void {
  const { record } = tg;
  const family = familyOf(record);
  const flagged = flagBlocked(tg.game, record, isBlocked(tg));
  const live = record.live;
  const chronology =
    incidents.length > 0
      ? [...(tg.game.incidents ?? []), ...incidents].slice(-MAX_INCIDENTS)
      : tg.game.incidents;
  tg.game = {
    ...tg.game,
    ...flagged,
    live: record.status === 'live',
    finished: record.status === 'finished',
    phase: phaseOf(tg),
    ...(live ? { score: family.score(record.setup, live) } : {}),
    ...(chronology ? { incidents: chronology } : {}),
    version: tg.game.version + 1,
    updatedAt: Math.floor(nowMs / 1000),
  };
}

/** The line game becomes live under the same id, its play starting at its kick-off time. */
export function goLive(tg: TradingGame, margins: MarginConfig, nowMs: number): void {
  const { record } = tg;
  record.status = 'live';
  record.live = familyOf(record).start(record.setup, streamOf(record, 'start'));
  record.lastTickMs = tg.game.startAt * 1000;
  record.nextPriceAt = 0;
  repriceGame(tg, margins);
  publish(tg, nowMs);
}

/** Finishes the game on `result`: markets close, the result is shown, and every selection is settled. */
export function finishGame(
  tg: TradingGame,
  result: unknown,
  nowMs: number,
  corrected = false,
): SettlementRow[] {
  const { record } = tg;
  record.status = 'finished';
  record.result = result;
  record.finishedAtMs ??= nowMs;
  record.gameSuspended = false;
  tg.game = { ...tg.game, markets: [], subGames: [], result: familyOf(record).display(record.setup, result) };
  publish(tg, nowMs);
  return resultRows(tg.game.id, record, corrected);
}

export function cancelGame(tg: TradingGame, nowMs: number): SettlementRow[] {
  tg.record.status = 'cancelled';
  tg.record.finishedAtMs = nowMs;
  tg.game = { ...tg.game, markets: [], subGames: [] };
  publish(tg, nowMs);
  return voidRows(tg.game.id, tg.record);
}

export interface AdvanceOutcome {
  readonly changed: boolean;
  readonly settlements?: readonly SettlementRow[];
}

/**
 * Plays a live game up to `nowMs` (`extraSimSec` on top, for operator fast-forwards), repricing after every
 * score and as the clock runs, and finishing it when play ends. Unchanged games are not republished.
 */
export function advanceGame(
  tg: TradingGame,
  nowMs: number,
  speed: number,
  extraSimSec: number,
  margins: MarginConfig,
): AdvanceOutcome {
  const { record } = tg;
  const family = familyOf(record);
  if (record.status !== 'live' || !record.live) return { changed: false };
  const delta = (Math.max(0, nowMs - record.lastTickMs) / 1000) * speed + extraSimSec;
  record.lastTickMs = Math.max(record.lastTickMs, nowMs);
  if (delta <= 0) return { changed: false };
  const wasBlocked = isBlocked(tg);
  const step = family.advance(
    record.setup,
    record.live,
    record.live.simSec + delta,
    streamOf(record, 'tick'),
  );
  record.live = step.live;
  if (step.blockUntil !== undefined) record.blockUntil = Math.max(record.blockUntil ?? 0, step.blockUntil);
  if (family.finished(step.live)) {
    if (step.incidents.length > 0)
      tg.game = {
        ...tg.game,
        incidents: [...(tg.game.incidents ?? []), ...step.incidents].slice(-MAX_INCIDENTS),
      };
    return { changed: true, settlements: finishGame(tg, family.result(record.setup, step.live), nowMs) };
  }
  const due = step.scored || step.live.simSec >= record.nextPriceAt;
  if (due) {
    repriceGame(tg, margins);
    record.nextPriceAt = step.live.simSec + PRICE_EVERY_SEC[record.setup.format.family];
  }
  const changed = due || step.incidents.length > 0 || isBlocked(tg) !== wasBlocked;
  if (changed) publish(tg, nowMs, step.incidents);
  return { changed };
}

/** An operator's incident in a live game: applied, priced at once, and the game finished if it ended it. */
export function forceIncident(
  tg: TradingGame,
  incident: ForcedIncident,
  nowMs: number,
  margins: MarginConfig,
): readonly SettlementRow[] {
  const { record } = tg;
  const family = familyOf(record);
  const step = family.force(record.setup, record.live!, incident, streamOf(record, 'force'));
  record.live = step.live;
  if (family.finished(step.live)) return finishGame(tg, family.result(record.setup, step.live), nowMs);
  repriceGame(tg, margins);
  publish(tg, nowMs, step.incidents);
  return [];
}
