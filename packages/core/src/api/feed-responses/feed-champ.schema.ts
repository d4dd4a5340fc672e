import { z } from 'zod';
import { feedListGameSchema } from './feed-game.schema';

const int = z.number().int();
const id = int.positive();

/** A championship of GetChampsZip, WebGetTopChampsZip and the sport-section calls. */
export const feedChampEntrySchema = z.strictObject({
  SI: id,
  SN: z.string(),
  LI: id,
  L: z.string(),
  LE: z.string(),
  LR: z.string(),
  /** Country id (0 international). */
  CI: int.nonnegative(),
  CN: z.string(),
  /** Game count. */
  GC: int.nonnegative(),
  CHIMG: z.string().optional(),
});
export type FeedChampEntryJson = z.infer<typeof feedChampEntrySchema>;

/** GetChampsZip with groupChamps=true: a country with its championships in SC. */
export const feedChampCountryGroupSchema = z.strictObject({
  CI: int.nonnegative(),
  CN: z.string(),
  SI: id,
  SN: z.string(),
  GC: int.nonnegative(),
  SC: z.array(feedChampEntrySchema),
});
export type FeedChampCountryGroupJson = z.infer<typeof feedChampCountryGroupSchema>;

/** GetChampZip: one championship with its games in G. */
export const feedChampWithGamesSchema = feedChampEntrySchema.omit({ GC: true }).extend({
  G: z.array(feedListGameSchema),
});
