import { z } from 'zod';

const int = z.number().int();
const id = int.positive();
const form = z.array(z.enum(['W', 'D', 'L']));

/** A past meeting or result: the game, its start and final score. */
export const feedResultSchema = z.strictObject({ I: id, S: int, O1I: id, O2I: id, S1: int, S2: int });

/** GameInsights: ratings, recent form (latest first), head-to-head and facts in `lng`. */
export const feedInsightsSchema = z.strictObject({
  I: id,
  O1: z.string(),
  O2: z.string(),
  R1: int,
  R2: int,
  F1: form,
  F2: form,
  H2H: z.array(feedResultSchema),
  WP: z.strictObject({ P1: z.number(), PX: z.number(), P2: z.number() }).optional(),
  N: z.array(z.string()),
});
export type FeedInsightsJson = z.infer<typeof feedInsightsSchema>;

/**
 * GetChronoOfPlay: incidents in order. K is the kind: 1 goal, and the statistic ids of the score block for the
 * rest (26 yellow card, 71 red card, 70 corner, 72 penalty, 92 substitution), 1000 end of a period.
 */
export const feedIncidentSchema = z.strictObject({
  TS: int.nonnegative(),
  CP: int.nonnegative(),
  K: int,
  N: z.string(),
  SD: z.union([z.literal(1), z.literal(2)]).optional(),
  S1: int.nonnegative().optional(),
  S2: int.nonnegative().optional(),
});
export type FeedIncidentJson = z.infer<typeof feedIncidentSchema>;
