import { headToHeadProbabilities, type HeadToHeadInput } from '@sportsbook/core/pricing/index';
import type { Random } from '@sportsbook/core/random/seeded-random';
import type { GameSetup } from '../family-engine';
import type { DuelFormat } from '../game-format';
import { normalCdf, normalQuantile } from '../normal-distribution';
import { normalDraw } from '../random-draws';

/**
 * Live play of a contest priced only on who wins (the pricing core has no in-play model for it): a latent
 * "who is on top" X_t = μt + W_t over the contest's play time t in [0, 1]. Home wins when X_1 > d, away
 * when X_1 < -d, a draw between (d = 0 without draws). μ and d are set so that the pre-match chances are the
 * pricing core's, and in play the chances are exact given X_t, so live prices stay honest:
 * P(home) = 1 - Φ((d - X_t - μ(1-t)) / √(1-t)).
 */
export const DUEL_STEPS = 24;

export interface DuelLatent {
  readonly mu: number;
  readonly d: number;
}

export function prematchChances(format: DuelFormat, ratings: GameSetup['ratings']): HeadToHeadInput {
  const homeAdvantage = format.kind === 'cricket' ? 30 : 0;
  return headToHeadProbabilities(ratings, { homeAdvantage, draw: format.draw ?? 0 });
}

export function latentOf(chances: HeadToHeadInput): DuelLatent {
  const draw = chances.draw ?? 0;
  if (draw <= 0) return { mu: normalQuantile(chances.home / (chances.home + chances.away)), d: 0 };
  const upper = normalQuantile(1 - chances.home);
  const lower = normalQuantile(chances.away);
  return { mu: -(upper + lower) / 2, d: (upper - lower) / 2 };
}

/** Chances given the latent at a share of play. */
export function chancesAt(latent: DuelLatent, x: number, t: number): HeadToHeadInput {
  const rest = 1 - t;
  if (rest <= 1e-9) {
    const home = x > latent.d ? 1 : 0;
    const away = x < -latent.d ? 1 : 0;
    return { home, away, draw: 1 - home - away };
  }
  const centre = x + latent.mu * rest;
  const spread = Math.sqrt(rest);
  const home = 1 - normalCdf((latent.d - centre) / spread);
  const away = normalCdf((-latent.d - centre) / spread);
  return { home, away, draw: Math.max(0, 1 - home - away) };
}

/** The latent's path from step `from` (value `x`) to the end, one value per step. */
export function drawPath(latent: DuelLatent, from: number, x: number, random: Random): number[] {
  const path: number[] = [];
  let value = x;
  for (let step = from; step < DUEL_STEPS; step++) {
    value += latent.mu / DUEL_STEPS + normalDraw(random) / Math.sqrt(DUEL_STEPS);
    path.push(value);
  }
  return path;
}

export function winnerOf(latent: DuelLatent, final: number): 'home' | 'away' | 'draw' {
  if (final > latent.d) return 'home';
  return final < -latent.d ? 'away' : 'draw';
}
