import { displayMoney, formatMoney } from '../money/format-money';
import type { Currency } from '../money/money';

/**
 * A balance as the account list shows it: fiat rounded to 2 decimals (spec section 9), crypto with every
 * decimal of the coin (8 for BTC), because 2 decimals of a coin worth thousands would hide real money.
 */
export function balanceText(
  amountMinor: bigint,
  currency: Currency & { readonly isCrypto: boolean },
): string {
  const money = { amountMinor, currency };
  return currency.isCrypto ? formatMoney(money) : displayMoney(money);
}
