import type { Random } from '../../random/seeded-random';
import type { Score } from '../core/game-state';
import type { ScoreGrid } from './score-grid';

/** An index drawn with the given probabilities (inverse distribution function, one draw). */
export function sampleIndex(probabilities: ArrayLike<number>, random: Random): number {
  let u = random.next();
  for (let i = 0; i < probabilities.length - 1; i++) {
    u -= probabilities[i];
    if (u < 0) return i;
  }
  return probabilities.length - 1;
}

export function sampleScore(grid: ScoreGrid, random: Random): Score {
  const i = sampleIndex(grid.p, random);
  return { home: grid.home0 + Math.floor(i / grid.cols), away: grid.away0 + (i % grid.cols) };
}

/** A standard normal draw (Box-Muller; 1 - u keeps the logarithm finite). */
export function sampleNormal(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
}
