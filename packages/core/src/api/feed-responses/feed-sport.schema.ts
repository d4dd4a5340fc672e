import { z } from 'zod';
import { feedChampEntrySchema } from './feed-champ.schema';

const int = z.number().int();

/** GetSportsShortZip: a sport with its game (C) and championship (CC) counts, with groupChamps=true its L. */
export const feedSportShortSchema = z.strictObject({
  I: int.positive(),
  N: z.string(),
  C: int.nonnegative(),
  CC: int.nonnegative(),
  /** Sports menu section id of spec section 3 (28 cyber-zone, ...), when the sport sits in one. */
  MS: int.positive().optional(),
  L: z.array(feedChampEntrySchema).optional(),
});
export type FeedSportShortJson = z.infer<typeof feedSportShortSchema>;
