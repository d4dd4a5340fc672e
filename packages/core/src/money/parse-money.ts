import { numberToDecimalText, parseDecimalText, rescaleUp } from './decimal-text';
import type { Currency, Money } from './money';
import { MoneyError } from './money-error';
import { pow10 } from './rounding';

/**
 * Reads an amount in major units (`"12.50"`, `12.5`) exactly. Text must be plain decimal; a number is
 * read as the decimal it was written as. More decimals than the currency has are refused, except trailing
 * zeros (`"1.500"` in a 2-decimal currency), which change nothing.
 */
export function parseMoney(input: string | number, currency: Currency): Money {
  const text = typeof input === 'number' ? numberToDecimalText(input) : input;
  const decimal = text === undefined ? undefined : parseDecimalText(text);
  if (!decimal) throw new MoneyError('INVALID_AMOUNT', `not a decimal amount: ${String(input)}`);
  if (decimal.scale <= currency.scale) {
    return { amountMinor: rescaleUp(decimal, currency.scale), currency };
  }
  const excess = pow10(decimal.scale - currency.scale);
  if (decimal.digits % excess !== 0n) {
    throw new MoneyError('TOO_MANY_DECIMALS', `${currency.code} has ${currency.scale} decimals: ${text}`);
  }
  return { amountMinor: decimal.digits / excess, currency };
}
