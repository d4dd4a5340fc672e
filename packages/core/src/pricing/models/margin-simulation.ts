import type { Random } from '../../random/seeded-random';
import { NIL_SCORE, sumScores, type GameResult, type Score } from '../core/game-state';
import { sampleNormal } from '../distributions/sample';
import type { MarginInput, MarginRules, Normal } from './margin-model';

/** A margin and total drawn for a share of regulation, rounded to scores of the same parity, never negative. */
function drawScore(margin: Normal, total: Normal, share: number, random: Random): Score {
  const spread = Math.sqrt(share);
  const m = Math.round(margin.mean * share + margin.sd * spread * sampleNormal(random));
  const t = total.mean * share + total.sd * spread * sampleNormal(random);
  let rounded = Math.round(t);
  if ((rounded - m) % 2 !== 0) rounded += t > rounded ? 1 : -1;
  rounded = Math.max(rounded, Math.abs(m));
  return { home: (rounded + m) / 2, away: (rounded - m) / 2 };
}

/** Shares a half's points out to its periods, each point to a period in proportion to its time left. */
function spreadOver(score: Score, weights: readonly number[], random: Random): Score[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  const periods = weights.map(() => ({ home: 0, away: 0 }));
  for (const side of ['home', 'away'] as const) {
    for (let n = 0; n < score[side]; n++) {
      let u = random.next() * sum;
      let i = 0;
      while (i < weights.length - 1 && u >= weights[i]) u -= weights[i++];
      periods[i][side]++;
    }
  }
  return periods;
}

/**
 * Plays the rest of a normal-margin game: each half's remaining margin and total drawn from the model's
 * normals (two halves sum to the game's), shared out to periods, and a tied game sent to overtime until
 * an overtime is not tied. The result's periods hold regulation, overtime the rest.
 */
export function simulateMarginGame(
  rules: MarginRules,
  input: MarginInput,
  random: Random,
): { result: GameResult } {
  const { scoring, state } = input;
  const elapsed = state?.elapsed ?? 0;
  const perHalf = rules.periods / 2;
  const periods: Score[] = Array.from({ length: rules.periods }, (_, i) => state?.periods[i] ?? NIL_SCORE);
  for (let half = 0; half < 2; half++) {
    const weights = Array.from({ length: perHalf }, (_, k) => {
      const start = (half * perHalf + k) / rules.periods;
      return Math.max(0, start + 1 / rules.periods - Math.max(elapsed, start));
    });
    const share = weights.reduce((s, w) => s + w, 0);
    if (share <= 0) continue;
    const added = spreadOver(drawScore(scoring.margin, scoring.total, share, random), weights, random);
    added.forEach((s, k) => {
      const p = periods[half * perHalf + k];
      periods[half * perHalf + k] = { home: p.home + s.home, away: p.away + s.away };
    });
  }
  const regulation = sumScores(periods);
  if (!rules.overtimeShare || regulation.home !== regulation.away) return { result: { periods } };
  let overtime = drawScore(scoring.margin, scoring.total, rules.overtimeShare, random);
  for (let i = 0; i < 50 && overtime.home === overtime.away; i++) {
    overtime = drawScore(scoring.margin, scoring.total, rules.overtimeShare, random);
  }
  if (overtime.home === overtime.away)
    overtime =
      random.next() < 0.5
        ? { ...overtime, home: overtime.home + 1 }
        : { ...overtime, away: overtime.away + 1 };
  return { result: { periods, overtime } };
}
