import type { Ratio } from '../money/ratio';
import {
  formatFraction,
  oddsFromProfit,
  parseSignedDecimal,
  profitThousandths,
  type OddsCodec,
} from './odds-text';

/**
 * Indonesian and Malay odds show the profit per unit staked when it lies on one side of 1 and, on the
 * other side, the negative of the stake needed to win one unit (-1 / profit). Indonesian shows the profit
 * from 1 up (2.50 -> "1.50", 1.50 -> "-2.00"); Malay shows it up to 1 (1.50 -> "0.50", 2.50 -> "-0.667").
 * A profit of exactly 1 reads either way.
 */
function splitPriceCodec(profitShownFromOne: 'up' | 'down'): OddsCodec {
  const side = profitShownFromOne === 'up' ? 1 : -1;
  const sideOfOne = (profit: Ratio) => side * Math.sign(Number(profit.numerator - profit.denominator));
  return {
    format: (odds) => {
      const profit = profitThousandths(odds);
      return sideOfOne({ numerator: profit, denominator: 1000n }) >= 0
        ? formatFraction(profit, 1000n, 2, 3)
        : `-${formatFraction(1000n, profit, 2, 3)}`;
    },
    parse: (text) => {
      const value = parseSignedDecimal(text);
      if (!value || value.numerator === 0n) return undefined;
      if (value.numerator > 0n) return sideOfOne(value) >= 0 ? oddsFromProfit(value) : undefined;
      const profit = { numerator: value.denominator, denominator: -value.numerator };
      return sideOfOne(profit) <= 0 ? oddsFromProfit(profit) : undefined;
    },
  };
}

export const indonesianOdds = splitPriceCodec('up');
export const malayOdds = splitPriceCodec('down');
