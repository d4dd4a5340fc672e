import type { Currency } from '../money/money';
import { MoneyError } from '../money/money-error';
import { parseMoney } from '../money/parse-money';
import type { MethodLimits } from './payment-method';

export type AmountRefusal = 'invalid' | 'below_min' | 'above_max';

export type AmountCheck =
  | { readonly ok: true; readonly amountMinor: bigint }
  | { readonly ok: false; readonly reason: AmountRefusal };

/** Minor units of a limit written in major units; a limit finer than the currency is rounded inward. */
export function limitMinor(text: string, currency: Currency, side: 'min' | 'max'): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  const kept = fraction.slice(0, currency.scale).padEnd(currency.scale, '0');
  const minor = BigInt(whole + kept);
  const cut = fraction.slice(currency.scale).replace(/0+$/, '') !== '';
  return side === 'min' && cut ? minor + 1n : minor;
}

/**
 * Checks an amount the player typed against a method's bounds in the currency, exactly: the text is read in
 * minor units (never a float), must be positive, have no more decimals than the currency, and lie in
 * [min, max]. The server refuses with the same reasons the page shows before sending.
 */
export function checkPaymentAmount(text: string, currency: Currency, limits: MethodLimits): AmountCheck {
  let amountMinor: bigint;
  try {
    amountMinor = parseMoney(text.trim(), currency).amountMinor;
  } catch (error) {
    if (error instanceof MoneyError) return { ok: false, reason: 'invalid' };
    throw error;
  }
  if (amountMinor <= 0n) return { ok: false, reason: 'invalid' };
  if (amountMinor < limitMinor(limits.min, currency, 'min')) return { ok: false, reason: 'below_min' };
  if (amountMinor > limitMinor(limits.max, currency, 'max')) return { ok: false, reason: 'above_max' };
  return { ok: true, amountMinor };
}

/** The validation message key of each refusal (`validation_errors.amount`). */
export const AMOUNT_REFUSAL_KEYS: Readonly<Record<AmountRefusal, string>> = {
  invalid: 'validation_invalid_value',
  below_min: 'validation_min_value',
  above_max: 'validation_max_value',
};

/** A withdrawal of this amount needs no operator: at most the method's auto-approval bound in the currency. */
export function isAutoApproved(amountMinor: bigint, currency: Currency, limits: MethodLimits): boolean {
  return (
    limits.autoApproveMax !== undefined && amountMinor <= limitMinor(limits.autoApproveMax, currency, 'max')
  );
}
