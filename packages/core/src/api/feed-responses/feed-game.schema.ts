import { z } from 'zod';
import { feedAlternativesSchema, feedEventGroupSchema, feedOutcomeSchema } from './feed-outcome.schema';
import { feedScoreSchema } from './feed-score.schema';

const int = z.number().int();
const id = int.positive();
const fraction = z.number().min(0).max(1);

/** A sub-game entry of SG: a period (PN) or a special such as corners (TG), each a game with its own I. */
export const feedSubGameEntrySchema = z.strictObject({
  I: id,
  CI: id,
  TG: z.string().optional(),
  PN: z.string().optional(),
  EC: int.nonnegative(),
});

/** A market category tab of the game page: MT 0 is every market. */
export const feedMarketCategorySchema = z.strictObject({
  MT: int.nonnegative(),
  EC: int.nonnegative(),
  N: z.string(),
});

/** A participant of an outright (a runner, a driver, a party). */
export const feedParticipantSchema = z.strictObject({
  P: id,
  I: id,
  N: z.string(),
  PL: id.optional(),
});

/** The game object of spec/linefeed-format.md; which optional parts appear depends on the call. */
export const feedGameSchema = z.strictObject({
  I: id,
  CI: id,
  N: int,
  O1: z.string(),
  O2: z.string(),
  O1E: z.string(),
  O2E: z.string(),
  O1R: z.string(),
  O2R: z.string(),
  /** Team ids; 0 for an event with a title and no sides (a race, an election), whose O1 is the title. */
  O1I: int.nonnegative(),
  O2I: int.nonnegative(),
  O1IMG: z.array(z.string()).optional(),
  O2IMG: z.array(z.string()).optional(),
  SI: id,
  SN: z.string(),
  SE: z.string(),
  SR: z.string(),
  LI: id,
  L: z.string(),
  LE: z.string(),
  LR: z.string(),
  COI: int.nonnegative(),
  CN: z.string(),
  /** Start, Unix seconds UTC. */
  S: int,
  /** Last update, Unix seconds. */
  U: int,
  /** A sub-game answered as a game (GetGameZip?id=<sub-game>): its title or period name. */
  TG: z.string().optional(),
  PN: z.string().optional(),
  E: z.array(feedOutcomeSchema).optional(),
  AE: z.array(feedAlternativesSchema).optional(),
  EC: int.nonnegative().optional(),
  SC: feedScoreSchema.optional(),
  MIS: z.array(z.strictObject({ K: int, V: z.string() })).optional(),
  MIO: z
    .strictObject({ TSt: z.string().optional(), Loc: z.string().optional(), MaF: z.string().optional() })
    .optional(),
  WP: z.strictObject({ P1: fraction, PX: fraction, P2: fraction }).optional(),
  SG: z.array(feedSubGameEntrySchema).optional(),
  GE: z.array(feedEventGroupSchema).optional(),
  MEC: z.array(feedMarketCategorySchema).optional(),
  /** An outright's field: each participant's number (the winner market's P), team id, name, and place once known. */
  PA: z.array(feedParticipantSchema).optional(),
});
export type FeedGameJson = z.infer<typeof feedGameSchema>;

/** A game in a list (Get1x2_VZip and its kin): always with its main outcomes and outcome count. */
export const feedListGameSchema = feedGameSchema.extend({
  E: z.array(feedOutcomeSchema),
  EC: int.nonnegative(),
});
export type FeedListGameJson = z.infer<typeof feedListGameSchema>;
