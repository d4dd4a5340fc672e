const MAX_STEPS = 100;
/** Far below what moves a price at three decimals. */
const TOLERANCE = 1e-13;

/**
 * The exponent k with Σ valuesᵏ = target, for values in (0, 1]: the sum falls as k grows (from the count of
 * values at k = 0 towards the count of ones), so k is unique when it exists. Newton's method from k = 1
 * (convex and decreasing, so it needs only a few steps) inside a bracket that it never leaves.
 */
export function solvePowerExponent(values: readonly number[], target: number): number | undefined {
  const logs = new Float64Array(values.length);
  let ones = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (!(v > 0 && v <= 1)) return undefined;
    if (v === 1) ones++;
    logs[i] = Math.log(v);
  }
  if (target >= values.length || target <= ones) return undefined;
  let low = 0;
  let high = Infinity;
  let k = 1;
  for (let step = 0; step < MAX_STEPS; step++) {
    let excess = -target;
    let slope = 0;
    for (let i = 0; i < logs.length; i++) {
      const vk = Math.exp(k * logs[i]);
      excess += vk;
      slope += vk * logs[i];
    }
    if (Math.abs(excess) < TOLERANCE) break;
    if (excess > 0) low = k;
    else high = k;
    const next = k - excess / slope;
    if (next > low && next < high) k = next;
    else k = high === Infinity ? 2 * k : (low + high) / 2;
  }
  return k;
}
