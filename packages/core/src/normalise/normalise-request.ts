import { numberToDecimalText } from '../money/decimal-text';

/** A value a request parameter may hold before normalisation. */
export type RequestParamValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type RequestParams = Readonly<Record<string, RequestParamValue>>;

/**
 * Request normalisation of spec section 5 (HTTP-07), so that equal requests produce equal query strings
 * (and cache keys):
 * - numbers are written in base 10, never in exponent form; NaN and Infinity are refused as bugs;
 * - `true` is written `true`, `false` is omitted, as are null and undefined;
 * - lists are de-duplicated, sorted ascending (numerically when every item is a number or a numeric
 *   string, as id lists are) and comma-joined; an empty list is omitted;
 * - a parameter whose written value equals that of its default is omitted;
 * - keys come out sorted.
 */
export function normaliseRequestParams(
  params: RequestParams,
  defaults: RequestParams = {},
): Record<string, string> {
  // No prototype, so a parameter named __proto__ is just a parameter.
  const result: Record<string, string> = Object.create(null);
  for (const key of Object.keys(params).sort()) {
    const value = writeParam(key, params[key]);
    if (value === undefined) continue;
    if (Object.hasOwn(defaults, key) && writeParam(key, defaults[key]) === value) continue;
    result[key] = value;
  }
  return result;
}

function writeParam(key: string, value: RequestParamValue): string | undefined {
  if (value === null || value === undefined || value === false) return undefined;
  if (value === true) return 'true';
  if (typeof value === 'number') return writeNumber(key, value);
  if (typeof value === 'string') return value;
  return writeList(key, value);
}

function writeNumber(key: string, value: number): string {
  const text = numberToDecimalText(value);
  if (text === undefined) throw new TypeError(`request parameter ${key} is not a finite number: ${value}`);
  return text === '-0' ? '0' : text;
}

const NUMERIC = /^-?\d+(\.\d+)?$/;

function writeList(key: string, list: readonly (string | number)[]): string | undefined {
  if (list.length === 0) return undefined;
  const items = [...new Set(list.map((item) => (typeof item === 'number' ? writeNumber(key, item) : item)))];
  const numeric = items.every((item) => NUMERIC.test(item));
  items.sort(numeric ? (a, b) => Number(a) - Number(b) : undefined);
  return items.join(',');
}
