import {
  formatFraction,
  oddsFromProfit,
  parseSignedDecimal,
  profitThousandths,
  type OddsCodec,
} from './odds-text';

/**
 * American (moneyline) odds: +N wins N per 100 staked (decimal 2.00 and up), -N stakes N to win 100.
 * Up to 2 decimals are kept so that every odds value reads back exactly (-100.1 and -100.2 differ).
 */
export const americanOdds: OddsCodec = {
  format: (odds) => {
    const profit = profitThousandths(odds);
    return profit >= 1000n
      ? `+${formatFraction(profit, 10n, 0, 2)}`
      : `-${formatFraction(100_000n, profit, 0, 2)}`;
  },
  parse: (text) => {
    const value = parseSignedDecimal(text);
    if (!value) return undefined;
    const { numerator, denominator } = value;
    if (numerator >= 100n * denominator)
      return oddsFromProfit({ numerator, denominator: denominator * 100n });
    if (numerator <= -100n * denominator)
      return oddsFromProfit({ numerator: 100n * denominator, denominator: -numerator });
    return undefined;
  },
};
