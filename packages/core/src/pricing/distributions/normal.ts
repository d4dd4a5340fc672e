import type { Discrete } from './discrete';

/** Standard normal distribution function, through W. J. Cody's rational erfc (relative error below 1e-14). */
export function normalCdf(z: number): number {
  return 0.5 * erfc(-z / Math.SQRT2);
}

/** Evaluates a polynomial given from its highest coefficient down. */
function horner(coefficients: readonly number[], x: number): number {
  return coefficients.reduce((sum, c) => sum * x + c, 0);
}

const SMALL_TOP = [
  0.18577770618460315, 3.1611237438705655, 113.86415415105016, 377.485237685302, 3209.3775891384694,
];
const SMALL_BOTTOM = [1, 23.601290952344122, 244.02463793444417, 1282.6165260773723, 2844.236833439171];
const MIDDLE_TOP = [
  2.1531153547440383e-8, 0.5641884969886701, 8.883149794388377, 66.11919063714163, 298.6351381974001,
  881.952221241769, 1712.0476126340707, 2051.0783778260716, 1230.3393547979972,
];
const MIDDLE_BOTTOM = [
  1, 15.744926110709835, 117.6939508913125, 537.1811018620099, 1621.3895745666903, 3290.7992357334597,
  4362.619090143247, 3439.3676741437216, 1230.3393548037495,
];
const LARGE_TOP = [
  0.016315387137302097, 0.30532663496123236, 0.36034489994980445, 0.12578172611122926, 0.016083785148742275,
  0.0006587491615298378,
];
const LARGE_BOTTOM = [
  1, 2.568520192289822, 1.8729528499234673, 0.5279051029514285, 0.06051834131244132, 0.0023352049762686918,
];

function erfc(x: number): number {
  const ax = Math.abs(x);
  if (ax < 0.5) return 1 - (x * horner(SMALL_TOP, x * x)) / horner(SMALL_BOTTOM, x * x);
  let tail: number;
  if (ax < 4) {
    tail = (Math.exp(-ax * ax) * horner(MIDDLE_TOP, ax)) / horner(MIDDLE_BOTTOM, ax);
  } else {
    const z = 1 / (ax * ax);
    tail =
      (Math.exp(-ax * ax) / ax) *
      (1 / Math.sqrt(Math.PI) - (z * horner(LARGE_TOP, z)) / horner(LARGE_BOTTOM, z));
  }
  return x < 0 ? 2 - tail : tail;
}

/** How many standard deviations either side a discretised normal keeps: the rest is below 1e-11. */
const SPAN = 7;

/**
 * A normal count or margin rounded to integers: P(k) = Φ((k + ½ − mean)/sd) − Φ((k − ½ − mean)/sd),
 * as { offset, probabilities } renormalised over mean ± 7 sd. A zero sd is a point mass.
 */
export function discreteNormal(mean: number, sd: number): Discrete {
  if (!(sd > 0)) return { offset: Math.round(mean), probabilities: Float64Array.of(1) };
  const offset = Math.floor(mean - SPAN * sd);
  const probabilities = new Float64Array(Math.ceil(mean + SPAN * sd) - offset + 1);
  let below = normalCdf((offset - 0.5 - mean) / sd);
  let sum = 0;
  for (let i = 0; i < probabilities.length; i++) {
    const upTo = normalCdf((offset + i + 0.5 - mean) / sd);
    probabilities[i] = upTo - below;
    sum += upTo - below;
    below = upTo;
  }
  for (let i = 0; i < probabilities.length; i++) probabilities[i] /= sum;
  return { offset, probabilities };
}
