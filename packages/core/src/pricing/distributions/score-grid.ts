import { vectorPoints, type Points } from '../core/points';

/** A distribution of scores: p[i * cols + j] is the probability of home0 + i to away0 + j. */
export interface ScoreGrid {
  readonly home0: number;
  readonly away0: number;
  readonly rows: number;
  readonly cols: number;
  readonly p: Float64Array;
}

export function independentGrid(home: Float64Array, away: Float64Array, home0 = 0, away0 = 0): ScoreGrid {
  const p = new Float64Array(home.length * away.length);
  for (let i = 0; i < home.length; i++) {
    for (let j = 0; j < away.length; j++) p[i * away.length + j] = home[i] * away[j];
  }
  return { home0, away0, rows: home.length, cols: away.length, p };
}

/** A grid moved by a score already on the board (the final score is current + still to come). */
export function shiftGrid(grid: ScoreGrid, home: number, away: number): ScoreGrid {
  return { ...grid, home0: grid.home0 + home, away0: grid.away0 + away };
}

/** The distribution of the sum of two independent scores (two halves, three periods). */
export function convolveGrids(a: ScoreGrid, b: ScoreGrid): ScoreGrid {
  const rows = a.rows + b.rows - 1;
  const cols = a.cols + b.cols - 1;
  const p = new Float64Array(rows * cols);
  for (let i = 0; i < a.rows; i++) {
    for (let j = 0; j < a.cols; j++) {
      const pa = a.p[i * a.cols + j];
      if (pa < 1e-15) continue;
      for (let k = 0; k < b.rows; k++) {
        const row = (i + k) * cols + j;
        const bRow = k * b.cols;
        for (let l = 0; l < b.cols; l++) p[row + l] += pa * b.p[bRow + l];
      }
    }
  }
  return { home0: a.home0 + b.home0, away0: a.away0 + b.away0, rows, cols, p };
}

/**
 * The final score when a tie is broken by `decider`, the distribution of what overtime adds given that it
 * breaks the tie (hockey's overtime goal or shootout, baseball's extra innings).
 */
export function breakTies(grid: ScoreGrid, decider: ScoreGrid): ScoreGrid {
  const rows = grid.rows + decider.rows - 1;
  const cols = grid.cols + decider.cols - 1;
  const p = new Float64Array(rows * cols);
  for (let i = 0; i < grid.rows; i++) {
    for (let j = 0; j < grid.cols; j++) {
      const pij = grid.p[i * grid.cols + j];
      if (grid.home0 + i !== grid.away0 + j) {
        p[i * cols + j] += pij;
        continue;
      }
      for (let k = 0; k < decider.rows; k++) {
        for (let l = 0; l < decider.cols; l++)
          p[(i + k) * cols + j + l] += pij * decider.p[k * decider.cols + l];
      }
    }
  }
  return { home0: grid.home0 + decider.home0, away0: grid.away0 + decider.away0, rows, cols, p };
}

export type ScoreMeasure = 'score' | 'total' | 'margin' | 'home' | 'away';

/** The grid as the quantity a market settles on. */
export function gridPoints(grid: ScoreGrid, measure: ScoreMeasure): Points {
  const { rows, cols, p, home0, away0 } = grid;
  if (measure === 'score') {
    const x: number[] = [];
    const y: number[] = [];
    const q: number[] = [];
    for (let i = 0; i < p.length; i++) {
      if (p[i] > 1e-13) {
        x.push(home0 + Math.floor(i / cols));
        y.push(away0 + (i % cols));
        q.push(p[i]);
      }
    }
    return { x, y, p: q };
  }
  const sums = new Float64Array(measure === 'home' ? rows : measure === 'away' ? cols : rows + cols - 1);
  for (let i = 0; i < rows; i++) {
    for (let j = 0; j < cols; j++) {
      const index =
        measure === 'total' ? i + j : measure === 'margin' ? i - j + cols - 1 : measure === 'home' ? i : j;
      sums[index] += p[i * cols + j];
    }
  }
  const offset = {
    total: home0 + away0,
    margin: home0 - away0 - (cols - 1),
    home: home0,
    away: away0,
  }[measure];
  return vectorPoints(offset, sums);
}
