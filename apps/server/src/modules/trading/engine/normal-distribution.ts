/**
 * The standard normal's distribution function and its inverse, for the duel model. Written here because
 * the pricing core keeps its normal helpers internal.
 */
export function normalCdf(x: number): number {
  // Abramowitz and Stegun 7.1.26 on erf(|x|/√2): absolute error under 1.5e-7.
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

const A = [
  -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
  2.506628277459239,
];
const B = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
const C = [
  -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
  2.938163982698783,
];
const D = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];

/** Acklam's rational approximation of the normal quantile (relative error under 1.2e-9). */
export function normalQuantile(p: number): number {
  const q = Math.min(1 - 1e-12, Math.max(1e-12, p));
  const low = 0.02425;
  if (q < low) {
    const r = Math.sqrt(-2 * Math.log(q));
    return (
      (((((C[0] * r + C[1]) * r + C[2]) * r + C[3]) * r + C[4]) * r + C[5]) /
      ((((D[0] * r + D[1]) * r + D[2]) * r + D[3]) * r + 1)
    );
  }
  if (q > 1 - low) return -normalQuantile(1 - q);
  const r = q - 0.5;
  const s = r * r;
  return (
    ((((((A[0] * s + A[1]) * s + A[2]) * s + A[3]) * s + A[4]) * s + A[5]) * r) /
    (((((B[0] * s + B[1]) * s + B[2]) * s + B[3]) * s + B[4]) * s + 1)
  );
}
