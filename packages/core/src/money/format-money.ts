import {
  CURRENCY_SET,
  DEFAULT_AMOUNT_TEMPLATE,
  DIGIT_GROUP_SEPARATOR,
  MONEY_DISPLAY_DECIMALS,
} from '../constants/money.constants';
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

/**
 * Sets the thousands of a decimal amount apart when its whole part reaches the currency set's base
 * (`12500.00` -> `12 500.00`, `9500.00` stays). Text that is not a plain decimal is returned as it is.
 */
export function groupDigits(value: string): string {
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(value);
  if (!match) return value;
  const [, sign, whole = '', fraction = ''] = match;
  if (Number(whole) < CURRENCY_SET.base) return value;
  return sign + whole.replace(/\B(?=(\d{3})+$)/g, DIGIT_GROUP_SEPARATOR) + fraction;
}

/** Fills the amount template (`{v}` value, digits grouped, `{c}` currency label); default `'{v} {c}'`. */
export function formatAmount(
  value: string,
  currencyLabel: string,
  template: string = DEFAULT_AMOUNT_TEMPLATE,
): string {
  // split/join rather than replace: a label such as "$&" must not be read as a replacement pattern.
  return template.split('{v}').join(groupDigits(value)).split('{c}').join(currencyLabel);
}

export function displayAmount(money: Money, currencyLabel: string, template?: string): string {
  return formatAmount(displayMoney(money), currencyLabel, template);
}
