/**
 * A probability distribution over pairs of integers (x, y): the quantity a market settles on (a total, a
 * goal difference, a score, the totals of both halves). Markets price as expectations over it.
 */
export interface Points {
  readonly x: readonly number[];
  readonly y: readonly number[];
  readonly p: readonly number[];
}

/** Probabilities this small are dropped: they cannot move a price at three decimals. */
const NEGLIGIBLE = 1e-13;

export const NO_POINTS: Points = { x: [], y: [], p: [] };

/** A one-dimensional distribution: `probabilities[i]` is the probability of `offset + i`. */
export function vectorPoints(offset: number, probabilities: ArrayLike<number>): Points {
  const x: number[] = [];
  const p: number[] = [];
  for (let i = 0; i < probabilities.length; i++) {
    if (probabilities[i] > NEGLIGIBLE) {
      x.push(offset + i);
      p.push(probabilities[i]);
    }
  }
  return { x, y: x.map(() => 0), p };
}

/** Two independent one-dimensional quantities as one pair (the first half's and the second half's). */
export function pairPoints(first: Points, second: Points): Points {
  const x: number[] = [];
  const y: number[] = [];
  const p: number[] = [];
  for (let i = 0; i < first.p.length; i++) {
    for (let j = 0; j < second.p.length; j++) {
      const pij = first.p[i] * second.p[j];
      if (pij > NEGLIGIBLE) {
        x.push(first.x[i]);
        y.push(second.x[j]);
        p.push(pij);
      }
    }
  }
  return { x, y, p };
}

/** The distribution of f(x, y): a margin or a total from a distribution of scores. */
export function mapPoints(points: Points, f: (x: number, y: number) => number): Points {
  const mass = new Map<number, number>();
  for (let i = 0; i < points.p.length; i++) {
    const key = f(points.x[i], points.y[i]);
    mass.set(key, (mass.get(key) ?? 0) + points.p[i]);
  }
  const x = [...mass.keys()].sort((a, b) => a - b);
  return { x, y: x.map(() => 0), p: x.map((key) => mass.get(key) ?? 0) };
}

export function meanOf(points: Points): number {
  let mean = 0;
  for (let i = 0; i < points.p.length; i++) mean += points.x[i] * points.p[i];
  return mean;
}
