import { z } from 'zod';

/** Most ids and counts fit here; larger numbers in a query are a client error, not a lookup. */
export const MAX_ID = Number.MAX_SAFE_INTEGER;

const DIGITS = /^\d{1,16}$/;

/** The platform's clients send empty values (`champs=&topGroups=`); a blank known parameter counts as absent. */
function dropBlankValues(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).filter(([, item]) => !(typeof item === 'string' && item.trim() === '')),
  );
}

/** A query string: every value arrives as text, unknown parameters are allowed and ignored. */
export function queryObject<S extends z.core.$ZodLooseShape>(shape: S) {
  return z.preprocess(dropBlankValues, z.looseObject(shape));
}

/** An integer sent as text (`count=50`). */
export function queryInt(min: number, max: number) {
  return z.coerce.number().int().min(min).max(max);
}

/** A positive id sent as text. */
export const queryId = queryInt(1, MAX_ID);

/** A flag sent as text: `true`/`false` or `1`/`0`, any letter case. */
export const queryBool = z
  .stringbool({ truthy: ['true', '1'], falsy: ['false', '0'] })
  .meta({ description: 'flag: true, false, 1 or 0 as text' });

export function queryText(max: number) {
  return z.string().trim().max(max);
}

/**
 * An id list: comma-joined (`sports=1,3,4`, as the spec's request normalisation sends it) or a repeated
 * parameter. The result is de-duplicated and sorted ascending.
 */
export function queryIdList(maxItems = 500) {
  return z
    .union([z.string().max(maxItems * 17), z.array(z.string().max(17)).max(maxItems)])
    .transform((value, ctx) => {
      const parts = (Array.isArray(value) ? value : value.split(','))
        .map((part) => part.trim())
        .filter((part) => part !== '');
      if (parts.length > maxItems || parts.some((part) => !DIGITS.test(part) || Number(part) > MAX_ID)) {
        ctx.addIssue({ code: 'custom', message: `a list of at most ${maxItems} ids` });
        return z.NEVER;
      }
      return [...new Set(parts.map(Number))].sort((a, b) => a - b);
    })
    .meta({ description: 'comma-separated ids' });
}
