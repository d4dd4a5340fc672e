import type { Ratio } from '../money/ratio';
import { ZERO } from './exact';

/** C(n, k): how many combinations of k legs a system of n legs has. */
export function binomial(n: number, k: number): bigint {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= k; i++) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

/**
 * The k-th elementary symmetric sum of the factors: the sum, over every combination of k of them, of their
 * product. A system pays stake / C(n, k) times this. O(n·k) instead of one product per combination, and exact:
 * over the common denominator Π dᵢ, a combination's term is Π (numerators in it) × Π (denominators out of it).
 */
export function symmetricSum(factors: readonly Ratio[], k: number): Ratio {
  if (k < 0 || k > factors.length) return ZERO;
  const sums: bigint[] = [1n, ...Array.from({ length: k }, () => 0n)];
  let denominator = 1n;
  for (const { numerator, denominator: d } of factors) {
    for (let j = k; j >= 1; j--) sums[j] = sums[j]! * d + sums[j - 1]! * numerator;
    sums[0] = sums[0]! * d;
    denominator *= d;
  }
  return { numerator: sums[k]!, denominator };
}
