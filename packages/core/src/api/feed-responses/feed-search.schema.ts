import { z } from 'zod';

const id = z.number().int().positive();

/** Web_SearchZip: a game-like entry (the game's teams and championship), with its sport. */
export const feedSearchEntrySchema = z.strictObject({
  I: id,
  CI: id,
  SI: id,
  SN: z.string(),
  LI: id,
  L: z.string(),
  LE: z.string(),
  O1: z.string(),
  O2: z.string(),
  O1E: z.string(),
  O2E: z.string(),
  S: z.number().int(),
});
export type FeedSearchEntryJson = z.infer<typeof feedSearchEntrySchema>;
