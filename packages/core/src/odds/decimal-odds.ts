import { oddsFromDecimal } from './odds';
import {
  formatFraction,
  parseSignedDecimal,
  oddsFromProfit,
  profitThousandths,
  type OddsCodec,
} from './odds-text';

/** Decimal odds, the stake included: "2.50". Shown with 2 or 3 decimals. */
export const decimalOdds: OddsCodec = {
  format: (odds) => formatFraction(BigInt(odds), 1000n, 2, 3),
  parse: (text) => oddsFromDecimal(text.trim()),
};

/** Hong Kong odds, profit only (decimal minus 1): 2.50 -> "1.50". */
export const hongKongOdds: OddsCodec = {
  format: (odds) => formatFraction(profitThousandths(odds), 1000n, 2, 3),
  parse: (text) => {
    const profit = parseSignedDecimal(text);
    return profit && oddsFromProfit(profit);
  },
};
