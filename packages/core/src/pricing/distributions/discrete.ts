import { vectorPoints, type Points } from '../core/points';

/** A distribution on consecutive integers: probabilities[i] is the probability of offset + i. */
export interface Discrete {
  readonly offset: number;
  readonly probabilities: Float64Array;
}

/** The distribution of the sum of two independent counts. */
export function convolve(a: Discrete, b: Discrete): Discrete {
  const probabilities = new Float64Array(a.probabilities.length + b.probabilities.length - 1);
  for (let i = 0; i < a.probabilities.length; i++) {
    const pa = a.probabilities[i];
    if (pa < 1e-15) continue;
    for (let j = 0; j < b.probabilities.length; j++) probabilities[i + j] += pa * b.probabilities[j];
  }
  return { offset: a.offset + b.offset, probabilities };
}

/** A weighted sum of distributions (weights summing to 1 for a distribution). */
export function mixture(parts: readonly (readonly [Discrete, number])[]): Discrete {
  const offset = Math.min(...parts.map(([d]) => d.offset));
  const end = Math.max(...parts.map(([d]) => d.offset + d.probabilities.length));
  const probabilities = new Float64Array(end - offset);
  for (const [d, weight] of parts) {
    for (let i = 0; i < d.probabilities.length; i++)
      probabilities[d.offset - offset + i] += d.probabilities[i] * weight;
  }
  return { offset, probabilities };
}

export function probabilityOf(d: Discrete, value: number): number {
  return d.probabilities[value - d.offset] ?? 0;
}

/** The distribution with `value` taken out: renormalised (conditioning) or not (removing its mass). */
export function without(d: Discrete, value: number, renormalise: boolean): Discrete {
  const probabilities = Float64Array.from(d.probabilities);
  const left = 1 - probabilityOf(d, value);
  if (value >= d.offset && value < d.offset + probabilities.length) probabilities[value - d.offset] = 0;
  if (renormalise && left > 0) for (let i = 0; i < probabilities.length; i++) probabilities[i] /= left;
  return { offset: d.offset, probabilities };
}

export function discretePoints(d: Discrete): Points {
  return vectorPoints(d.offset, d.probabilities);
}
