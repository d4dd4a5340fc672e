import { z } from 'zod';
import { currencySchema } from './reference.schema';

export const currencyCodeParamsSchema = z.object({ code: z.string().regex(/^[A-Za-z0-9]{3,5}$/) });

/** What the operator edits on a currency; at least one field. */
export const updateCurrencyBodySchema = z
  .strictObject({
    coefficient: z.number().positive().finite().nullable().optional(),
    minBetMinor: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
    hide: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' });
export type UpdateCurrencyBody = z.infer<typeof updateCurrencyBodySchema>;

export const currenciesResponseSchema = z.object({ data: z.array(currencySchema) });
export const currencyResponseSchema = z.object({ data: currencySchema });
