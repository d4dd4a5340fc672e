import { z } from 'zod';
import { feedListGameSchema } from './feed-game.schema';
import { feedSportShortSchema } from './feed-sport.schema';

const int = z.number().int();

/** A championship spanning sports (Olympics): its name, game count and sports (I, N, C, CC). */
export const feedGlobalChampSchema = z.strictObject({
  I: int.positive(),
  N: z.string(),
  NE: z.string(),
  NR: z.string(),
  GC: int.nonnegative(),
  SP: z.array(feedSportShortSchema.omit({ L: true, MS: true })),
});
export type FeedGlobalChampJson = z.infer<typeof feedGlobalChampSchema>;

/** GetGlobalChampZip: one of them with its games. */
export const feedGlobalChampWithGamesSchema = feedGlobalChampSchema.extend({
  G: z.array(feedListGameSchema),
});
