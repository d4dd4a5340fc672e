import { emptyMass, fairFromMass } from './fair-probability';
import type { Points } from './points';
import { settleAbove } from './settlement';

/** A one-dimensional distribution on consecutive integers with its running total, for line markets. */
export interface DenseDistribution {
  readonly offset: number;
  readonly p: Float64Array;
  /** below[i]: the probability of a value under offset + i. */
  readonly below: Float64Array;
}

export function denseOf(points: Points): DenseDistribution {
  const offset = Math.min(...points.x);
  const p = new Float64Array(Math.max(...points.x) - offset + 1);
  for (let i = 0; i < points.p.length; i++) p[points.x[i] - offset] += points.p[i];
  const below = new Float64Array(p.length + 1);
  for (let i = 0; i < p.length; i++) below[i + 1] = below[i] + p[i];
  return { offset, p, below };
}

function massBelow(d: DenseDistribution, value: number): number {
  return d.below[Math.min(d.p.length, Math.max(0, value - d.offset))];
}

/**
 * The fair probability that v = sign × X ends above `line`, settled by settleAbove: only values within one
 * of the line can push or split, so they are settled one by one and the two tails in bulk.
 */
export function fairAbove(d: DenseDistribution, sign: 1 | -1, line: number): number {
  const low = Math.floor(line) - 1;
  const high = Math.ceil(line) + 1;
  const vBelowLow = sign === 1 ? massBelow(d, low) : 1 - massBelow(d, -low + 1);
  const vAboveHigh = sign === 1 ? 1 - massBelow(d, high + 1) : massBelow(d, -high);
  const mass = emptyMass();
  mass.lost += vBelowLow;
  mass.won += vAboveHigh;
  for (let v = low; v <= high; v++) {
    const i = sign * v - d.offset;
    if (i >= 0 && i < d.p.length) mass[settleAbove(v, line)] += d.p[i];
  }
  return fairFromMass(mass);
}
