import { z } from 'zod';

export const int = z.number().int();
export const id = int.positive();
export const count = int.nonnegative();

/** A name in the asked `lng` with the English and Russian copies, as the feed writes names (N, NE, NR). */
export const namedShape = { N: z.string(), NE: z.string(), NR: z.string() };

/** A team with its id and names. */
export const statTeamSchema = z.object({ I: id, ...namedShape });

/**
 * A finished game as the statistics calls list it, in the feed's keys: O1/O2 the home and away sides, S1/S2
 * their score, PS the periods. `I` is the feed's game id for games played in the feed; games of the
 * seasons before the feed's records carry none.
 */
export const statPastGameSchema = z.object({
  I: id.optional(),
  S: int,
  LI: id,
  L: z.string(),
  O1I: id,
  O1: z.string(),
  O2I: id,
  O2: z.string(),
  S1: count,
  S2: count,
  PS: z.array(z.object({ S1: count, S2: count })),
});
export type StatPastGame = z.infer<typeof statPastGameSchema>;

/** W, D or L from one team's side. */
export const outcomeLetter = z.enum(['W', 'D', 'L']);
