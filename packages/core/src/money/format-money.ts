import { MONEY_DISPLAY_DECIMALS, DEFAULT_AMOUNT_TEMPLATE } from '../constants/money.constants';
import { formatScaled } from './decimal-text';
import type { Money } from './money';
import { divRound, pow10 } from './rounding';

/** The exact amount in major units with all of the currency's decimals (`12.50`, `0.00000001`). */
export function formatMoney(money: Money): string {
  return formatScaled(money.amountMinor, money.currency.scale);
}

/**
 * The amount rounded for display to 2 decimals (spec section 9), crypto included: half-up on the
 * magnitude (see `RoundingMode`), so 0.125 shows 0.13 and -0.125 shows -0.13. A currency with fewer
 * decimals is shown as it is (`100` yen), never padded with invented precision.
 */
export function displayMoney(money: Money, decimals: number = MONEY_DISPLAY_DECIMALS): string {
  const { scale } = money.currency;
  if (scale <= decimals) return formatScaled(money.amountMinor, scale);
  const rounded = divRound(money.amountMinor, pow10(scale - decimals), 'half-away-from-zero');
  return formatScaled(rounded, decimals);
}

/** Fills the amount template (`{v}` value, `{c}` currency label); default `'{v} {c}'`. */
export function formatAmount(
  value: string,
  currencyLabel: string,
  template: string = DEFAULT_AMOUNT_TEMPLATE,
): string {
  // split/join rather than replace: a label such as "$&" must not be read as a replacement pattern.
  return template.split('{v}').join(value).split('{c}').join(currencyLabel);
}

export function displayAmount(money: Money, currencyLabel: string, template?: string): string {
  return formatAmount(displayMoney(money), currencyLabel, template);
}
