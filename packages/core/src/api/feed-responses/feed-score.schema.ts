import { z } from 'zod';

const count = z.number().int().positive();

/** A score with 0 omitted: `{}` is 0:0, `{ "S2": 1 }` is 0:1. */
export const feedScorePairSchema = z.strictObject({ S1: count.optional(), S2: count.optional() });

/** One statistic, values as text (29 possession %, 59 shots on target, 70 corners, ...). */
export const feedStatSchema = z.strictObject({
  ID: z.number().int(),
  S1: z.string(),
  S2: z.string(),
  N: z.string(),
});

/** The live score block SC of spec/linefeed-format.md. */
export const feedScoreSchema = z.strictObject({
  FS: feedScorePairSchema,
  PS: z.array(
    z.strictObject({
      Key: count,
      Value: feedScorePairSchema.extend({ NF: z.string() }),
    }),
  ),
  /** Current period number, 0 before the start. */
  CP: z.number().int().nonnegative(),
  CPS: z.string(),
  /** Seconds played. */
  TS: z.number().int().nonnegative(),
  SLS: z.string(),
  I: z.string().optional(),
  ST: z.array(z.strictObject({ Key: z.literal(0), Value: z.array(feedStatSchema) })).optional(),
});
export type FeedScoreJson = z.infer<typeof feedScoreSchema>;
