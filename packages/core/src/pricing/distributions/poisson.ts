/** Tail mass left out of a truncated distribution; far below what moves a price at three decimals. */
const TAIL = 1e-10;
const MAX_COUNT = 60;

/** Poisson probabilities of 0, 1, ... up to where the tail is negligible, renormalised to sum to 1. */
export function poissonPmf(mean: number): Float64Array {
  if (!(mean > 0)) return Float64Array.of(1);
  const values: number[] = [];
  let term = Math.exp(-mean);
  let sum = 0;
  for (let k = 0; k <= MAX_COUNT && (sum < 1 - TAIL || k <= mean); k++) {
    values.push(term);
    sum += term;
    term *= mean / (k + 1);
  }
  return Float64Array.from(values, (v) => v / sum);
}
