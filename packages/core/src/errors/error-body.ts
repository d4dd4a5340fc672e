import { z } from 'zod';

/** The error body every endpoint answers with (the feed and coupon calls use the platform envelope instead). */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ code: z.string(), detail: z.string() })),
  validation_errors: z.record(z.string(), z.array(z.string())).optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Field name -> message keys of the spec (`required`, `min_symbols_limit`, ...). */
export type ValidationErrors = Record<string, string[]>;
