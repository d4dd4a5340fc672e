import { z } from 'zod';

/**
 * The envelope of the feed and coupon calls (spec/linefeed-format.md, spec/coupon-format.md): success and
 * refusals alike; `Value` holds the result, or the refusal's details, or null.
 */
export function platformEnvelopeSchema<V extends z.ZodType>(value: V) {
  return z.object({
    Id: z.number().int(),
    Success: z.boolean(),
    Error: z.string(),
    ErrorCode: z.number().int(),
    Guid: z.string(),
    Value: value.nullable(),
  });
}

export const platformErrorEnvelopeSchema = platformEnvelopeSchema(z.unknown());
