import { poissonPmf } from './poisson';
import { independentGrid, type ScoreGrid } from './score-grid';

/**
 * Goals of a stretch of play as two Poisson counts with the Dixon-Coles correction: rho < 0 moves
 * probability from 1:0 and 0:1 to 0:0 and 1:1, the low-score dependence real football shows. The four
 * corrections cancel, so the grid still sums to 1; rho is clamped to where every cell stays non-negative.
 */
export function dixonColesGrid(home: number, away: number, rho: number): ScoreGrid {
  const grid = independentGrid(poissonPmf(home), poissonPmf(away));
  if (rho === 0 || grid.rows < 2 || grid.cols < 2) return grid;
  const r = Math.min(Math.max(rho, -1 / home, -1 / away), 1, 1 / (home * away));
  const { p, cols } = grid;
  p[0] *= 1 - home * away * r;
  p[1] *= 1 + home * r;
  p[cols] *= 1 + away * r;
  p[cols + 1] *= 1 - r;
  return grid;
}
