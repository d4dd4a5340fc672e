import { oddsFromProfit, profitThousandths, type OddsCodec } from './odds-text';

const EVENS = /^(evens|evs)$/i;
const FRACTION = /^(\d+)\s*\/\s*(\d+)$/;

/**
 * Fractional odds, profit over stake (2.50 -> "3/2"). Odds kept in thousandths are often rounded from a
 * fraction (1.333 from 1/3, 1.91 from 10/11), so the fraction shown is the one with the smallest
 * denominator that rounds to the same thousandth; it therefore always reads back to the same odds.
 */
export const fractionalOdds: OddsCodec = {
  format: (odds) => {
    const { numerator, denominator } = simplestProfitFraction(profitThousandths(odds));
    return `${numerator}/${denominator}`;
  },
  parse: (text) => {
    const trimmed = text.trim();
    if (EVENS.test(trimmed)) return oddsFromProfit({ numerator: 1n, denominator: 1n });
    const match = FRACTION.exec(trimmed);
    if (!match) return undefined;
    const denominator = BigInt(match[2]);
    return denominator === 0n ? undefined : oddsFromProfit({ numerator: BigInt(match[1]), denominator });
  },
};

/**
 * Smallest q (then smallest p) with p/q in [(k - 0.5) / 1000, (k + 0.5) / 1000), the fractions that round
 * half-up to k thousandths. q = 1000 always qualifies (p = k), so the search ends by then.
 */
function simplestProfitFraction(k: bigint): { numerator: bigint; denominator: bigint } {
  for (let q = 1n; ; q += 1n) {
    const p = ceilDiv((2n * k - 1n) * q, 2000n);
    if (2000n * p < (2n * k + 1n) * q) return { numerator: p, denominator: q };
  }
}

function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}
