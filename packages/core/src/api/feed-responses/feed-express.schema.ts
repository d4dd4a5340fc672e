import { z } from 'zod';
import { feedListGameSchema } from './feed-game.schema';

const int = z.number().int();
const id = int.positive();

/** One leg of an express of the day: the game and the chosen outcome (T, G, P, C, CV as in outcomes). */
export const feedExpressLegSchema = z.strictObject({
  I: id,
  CI: id,
  SI: id,
  SN: z.string(),
  LI: id,
  L: z.string(),
  O1: z.string(),
  O2: z.string(),
  S: int,
  T: int,
  G: int,
  P: z.number().optional(),
  C: z.number().gt(1),
  CV: z.string(),
});

/** An express of the day: its legs, the total price (CF decimal, CV in `cfview`) and, extended, the games. */
export const feedExpressSchema = z.strictObject({
  Id: id,
  CF: z.number().gt(1),
  CV: z.string(),
  E: z.array(feedExpressLegSchema).min(2),
  G: z.array(feedListGameSchema).optional(),
});
export type FeedExpressJson = z.infer<typeof feedExpressSchema>;
export type FeedExpressLegJson = z.infer<typeof feedExpressLegSchema>;
