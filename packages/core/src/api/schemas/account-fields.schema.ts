import { z } from 'zod';

/**
 * Personal data and document fields keyed by their registration field ids (spec section 3: name, surname,
 * passport_number, ...). The service checks which ids the player may change and validates each value.
 */
export const accountFieldsBody = z
  .record(
    z.string().regex(/^[a-z][a-z0-9_-]{0,63}$/),
    z.union([z.string().trim().max(1000), z.number(), z.boolean(), z.null()]),
  )
  .refine((fields) => Object.keys(fields).length <= 100, 'at most 100 fields');
