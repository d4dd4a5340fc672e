import { z } from 'zod';
import { isCallingCode } from '../../validation/calling-code';
import { MAX_ID } from './query-values.schema';

const INTEGER_TEXT = /^-?\d{1,16}$/;
const DECIMAL_TEXT = /^-?\d{1,15}(\.\d{1,8})?$/;
const AMOUNT_TEXT = /^\d{1,15}(\.\d{1,8})?$/;
const MAX_AMOUNT = 1e15;

/** An integer that may arrive as a number or as numeric text (third-party clients and form bodies send both). */
export function bodyInt(min: number, max: number) {
  const range = z.number().int().min(min).max(max);
  return z.union([range, z.string().trim().regex(INTEGER_TEXT).transform(Number).pipe(range)]);
}

/** A positive id, as a number or numeric text. */
export const bodyId = bodyInt(1, MAX_ID);

/** A decimal (a price, a line) as a number or as text; the result is a number. */
export function bodyDecimal(min: number, max: number) {
  const range = z.number().min(min).max(max);
  return z.union([range, z.string().trim().regex(DECIMAL_TEXT).transform(Number).pipe(range)]);
}

/**
 * A money amount in major units (`10.5`), as a number or text. The result is the decimal text, so the server
 * converts it to minor units exactly (a number is first written in its shortest form).
 */
export const moneyAmount = z
  .union([z.number().min(0).max(MAX_AMOUNT), z.string().trim().regex(AMOUNT_TEXT)])
  .transform((value) => (typeof value === 'number' ? String(value) : value))
  .meta({ description: 'amount in major units of the currency, number or decimal text' });

/** A flag as JSON boolean, 0/1, or the text true/false/1/0 (form bodies and older clients). */
export const bodyBool = z
  .union([
    z.boolean(),
    z.union([z.literal(0), z.literal(1)]).transform((value) => value === 1),
    z.stringbool({ truthy: ['true', '1'], falsy: ['false', '0'] }),
  ])
  .meta({ description: 'flag: true or false, 1 or 0, also as text' });

/** Free text of bounded length, trimmed. */
export function bodyText(max: number) {
  return z.string().trim().max(max);
}

/** Text that must not be blank. */
export function requiredText(max: number) {
  return z.string().trim().min(1).max(max);
}

/** A country calling code as a number (`7`, `998`): at most three digits. */
export const callingCodeNumber = z
  .number()
  .int()
  .refine((code) => isCallingCode(String(code)));

/** A country calling code as text (`7`, `+998`, empty when none was picked) or as a number. */
export const callingCodeValue = z.union([
  z
    .string()
    .trim()
    .refine((text) => text === '' || isCallingCode(text)),
  callingCodeNumber,
]);

/** A one-time code (SMS, e-mail, authenticator): text, since leading zeros count. */
export const codeText = z.string().trim().min(1).max(32);

/** A list of ids as a JSON array or comma-joined text; de-duplicated and sorted ascending. */
export function bodyIdList(maxItems = 500) {
  return z
    .union([z.array(bodyId).max(maxItems), z.string().max(maxItems * 17)])
    .transform((value, ctx) => {
      const items = Array.isArray(value) ? value : splitIds(value);
      if (items === null || items.length > maxItems) {
        ctx.addIssue({ code: 'custom', message: `a list of at most ${maxItems} ids` });
        return z.NEVER;
      }
      return [...new Set(items)].sort((a, b) => a - b);
    })
    .meta({ description: 'ids: a list, or comma-joined text' });
}

function splitIds(text: string): number[] | null {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const ids = parts.map(Number);
  return ids.every((id) => Number.isSafeInteger(id) && id > 0) && parts.every((part) => /^\d+$/.test(part))
    ? ids
    : null;
}
