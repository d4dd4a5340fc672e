import type { Random } from '@sportsbook/core/random/seeded-random';
import type { ScorePair } from '../feed/feed-model';
import { samplePastScore } from './past-score';
import type { ScoreModel } from './sport-profiles';

/** What a championship's generated past is derived from, frozen when first needed (stat_champ_history). */
export interface HistoryBasis {
  readonly champId: number;
  /** The feed's records start here; the generated current season ends a week before. */
  readonly anchorMs: number;
  readonly teamIds: readonly number[];
}

export interface PastGame {
  /** The feed's game id, for games recorded from the feed. */
  readonly gameId?: number;
  readonly champId: number;
  readonly startMs: number;
  readonly home: number;
  readonly away: number;
  readonly score: ScorePair;
  readonly periods: readonly ScorePair[];
  /** 0 the current season, 1 the season before, ... */
  readonly season: number;
}

export const PAST_SEASONS = 3;
const WEEK_MS = 7 * 24 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;
/** Weeks between two seasons. */
const OFF_SEASON_WEEKS = 10;
/** A long field (a tennis tour) plays part of a full round-robin per season. */
const MAX_ROUNDS_PER_SEASON = 38;

/** Rounds of a double round-robin by the circle method: everyone meets everyone at home and away. */
export function roundRobin(teamIds: readonly number[]): [number, number][][] {
  const ring = teamIds.length % 2 === 0 ? [...teamIds] : [...teamIds, 0];
  const n = ring.length;
  const first: [number, number][][] = [];
  for (let r = 0; r < n - 1; r++) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < n / 2; i++) {
      const [a, b] = [ring[i]!, ring[n - 1 - i]!];
      if (a !== 0 && b !== 0) pairs.push((r + i) % 2 === 0 ? [a, b] : [b, a]);
    }
    first.push(pairs);
    ring.splice(1, 0, ring.pop()!);
  }
  return [...first, ...first.map((pairs) => pairs.map(([h, a]): [number, number] => [a, h]))];
}

/**
 * The seasons before the feed's records: the current one up to a week before the anchor (a seeded share of
 * its rounds, weekly), and PAST_SEASONS complete ones before it. The same basis, ratings and random source
 * give the same games, so every process derives one history.
 */
export function generateHistory(
  basis: HistoryBasis,
  model: ScoreModel,
  ratingOf: (teamId: number) => number,
  random: Random,
): PastGame[] {
  if (basis.teamIds.length < 2 || model.kind === 'race') return [];
  const rounds = roundRobin([...basis.teamIds].sort((a, b) => a - b)).slice(0, MAX_ROUNDS_PER_SEASON);
  const progress = random.fork('progress');
  const played = Math.max(
    1,
    Math.min(rounds.length - 1, Math.round(rounds.length * (0.35 + 0.4 * progress.next()))),
  );
  const currentStart = basis.anchorMs - played * WEEK_MS;
  const seasonWeeks = rounds.length + OFF_SEASON_WEEKS;
  const games: PastGame[] = [];
  for (let season = 0; season <= PAST_SEASONS; season++) {
    const seasonRandom = random.fork(`season:${season}`);
    const start = currentStart - season * seasonWeeks * WEEK_MS;
    const count = season === 0 ? played : rounds.length;
    for (let r = 0; r < count; r++) {
      rounds[r]!.forEach(([home, away], i) => {
        const past = samplePastScore(model, { home: ratingOf(home), away: ratingOf(away) }, seasonRandom);
        if (!past) return;
        const startMs = start + r * WEEK_MS + (i % 3) * 2 * HOUR_MS;
        games.push({ champId: basis.champId, startMs, home, away, ...past, season });
      });
    }
  }
  return games;
}
