import { z } from 'zod';

/** A JSON:API request document (`application/vnd.api+json`): `{ data: { type, attributes } }`. */
export function jsonApiBody<S extends z.core.$ZodLooseShape>(attributes: S) {
  return z.looseObject({
    data: z.looseObject({
      type: z.string().max(64).optional(),
      id: z.string().max(64).optional(),
      attributes: z.looseObject(attributes),
    }),
  });
}
