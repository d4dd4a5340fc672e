import type { BetView } from '@sportsbook/core/betting/bet-view.schema';
import { formatScaled, parseDecimalText } from '@sportsbook/core/money/decimal-text';
import { parseMoney } from '@sportsbook/core/money/parse-money';

export interface BetMoney {
  readonly scale: number;
  /** Minor units of an amount (decimal text or a number from the server, typed text); null when it is not one. */
  minor(amount: string | number): bigint | null;
  text(minor: bigint): string;
}

/**
 * Exact money of one bet: the bet view writes amounts with all of the currency's decimals, so the scale is read
 * from its running stake.
 */
export function betMoney(bet: Pick<BetView, 'currency' | 'openStake'>): BetMoney {
  const currency = { code: bet.currency, scale: parseDecimalText(bet.openStake)?.scale ?? 0 };
  return {
    scale: currency.scale,
    minor(amount) {
      try {
        return parseMoney(amount, currency).amountMinor;
      } catch {
        return null;
      }
    },
    text: (minor) => formatScaled(minor, currency.scale),
  };
}
