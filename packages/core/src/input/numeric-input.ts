import { CURRENCY_SET } from '../constants/money.constants';
import { numberToDecimalText } from '../money/decimal-text';

export interface NumericInputOptions {
  /** Values below are raised to it when the input is committed. */
  readonly min?: number;
  /** Values above are lowered to it when the input is committed. */
  readonly max?: number;
  /** Decimals kept; 0 means whole numbers only. Unlimited when absent. */
  readonly accuracy?: number;
  /** No minus sign at all. */
  readonly unsigned?: boolean;
  readonly maxLength?: number;
  /** Whole-part digits kept; those typed beyond are dropped. */
  readonly maxWholeDigits?: number;
}

/** Every field that takes an amount of money: stakes, deposits, withdrawals, conversions, cash-out parts. */
export const AMOUNT_INPUT_OPTIONS = { unsigned: true, maxWholeDigits: CURRENCY_SET.limit } as const;

/**
 * Cleans what the user typed, keystroke by keystroke (UI-26, UI-27): only digits, one decimal point and
 * one leading minus (none when unsigned) survive; a comma is a decimal point; leading zeros go ("007" ->
 * "7", ".5" -> "0.5"); whole digits beyond `maxWholeDigits` and decimals beyond `accuracy` are cut, not
 * rounded; then `maxLength` applies.
 * Half-typed values ("-", "12.") are kept so the user can go on typing; bounds wait for commit.
 */
export function sanitiseNumericInput(raw: string, options: NumericInputOptions = {}): string {
  const kept = raw.replace(/,/g, '.').replace(/[^\d.-]/g, '');
  const sign = !options.unsigned && kept.startsWith('-') ? '-' : '';
  const [whole = '', ...fractionParts] = kept.replace(/-/g, '').split('.');
  const hasPoint = fractionParts.length > 0 && options.accuracy !== 0;
  const fraction = fractionParts.join('').slice(0, options.accuracy);
  const trimmedWhole =
    whole.replace(/^0+(?=\d)/, '').slice(0, options.maxWholeDigits) || (hasPoint ? '0' : '');
  const text = sign + trimmedWhole + (hasPoint ? `.${fraction}` : '');
  return options.maxLength === undefined ? text : text.slice(0, options.maxLength);
}

/**
 * Finishes a sanitised value when the input is committed: a dangling point or minus goes, and a value
 * outside [min, max] becomes the bound. Empty stays empty: whether a value is required is validation's job.
 */
export function clampNumericInput(text: string, options: NumericInputOptions = {}): string {
  const finished = text
    .replace(/\.$/, '')
    .replace(/^-$/, '')
    .replace(/^-(0(\.0*)?)$/, '$1');
  if (finished === '') return '';
  const value = Number(finished);
  if (options.min !== undefined && value < options.min) return writeBound(options.min, options);
  if (options.max !== undefined && value > options.max) return writeBound(options.max, options);
  return finished;
}

/** Both steps at once, for values that arrive whole (paste, programmatic set). */
export function normaliseNumericInput(raw: string, options: NumericInputOptions = {}): string {
  return clampNumericInput(sanitiseNumericInput(raw, options), options);
}

function writeBound(bound: number, options: NumericInputOptions): string {
  // The bound is shown under the same accuracy as typed input (a bound finer than it is cut, like input).
  return sanitiseNumericInput(numberToDecimalText(bound) ?? '', { accuracy: options.accuracy });
}
