import { z } from 'zod';
import { count, id, int, namedShape } from './statistics-common.schema';

/**
 * A player: PT the position type (1 goalkeeper, 2 defender, 3 midfielder, 4 forward; other sports' ids in
 * docs/API.md), PN its name in `lng`, NU the shirt number, COI the country id.
 */
export const statPlayerSchema = z.object({
  I: id,
  ...namedShape,
  NU: int.min(0).max(99),
  PT: id,
  PN: z.string(),
  COI: count,
});
export type StatPlayer = z.infer<typeof statPlayerSchema>;

/** A starter in LineUps2 also has a place on a 0-100 pitch grid (X across, Y from own goal) and CP for the captain. */
export const statPlacedPlayerSchema = statPlayerSchema.extend({
  X: int.min(0).max(100),
  Y: int.min(0).max(100),
  CP: z.literal(1).optional(),
});

/** One side: F the formation ("4-4-2") where the sport has one, P the starters, SB the substitutes. */
export function teamLineUpSchema<P extends z.ZodType>(player: P) {
  return z.object({
    I: id,
    ...namedShape,
    F: z.string().optional(),
    P: z.array(player),
    SB: z.array(statPlayerSchema),
  });
}

/** LineUps: both sides (home first) of a game; empty where participants are individuals or horses. */
export const statLineUpsSchema = z.object({
  I: id,
  SI: id,
  T: z.array(teamLineUpSchema(statPlayerSchema)),
});

/** LineUps2: as LineUps, starters placed on the pitch. */
export const statLineUps2Schema = z.object({
  I: id,
  SI: id,
  T: z.array(teamLineUpSchema(statPlacedPlayerSchema)),
});

/**
 * ShortPlayersInfo: a card per player of both squads. A age, H height cm, W weight kg, R rating, TI team,
 * GP games played this season, SC scored (goals, points, runs), AS assists.
 */
export const statPlayerCardSchema = statPlayerSchema.extend({
  TI: id,
  A: int.min(15).max(50),
  H: int.min(140).max(230),
  W: int.min(45).max(160),
  R: int,
  GP: count,
  SC: count,
  AS: count,
});
export const statShortPlayersSchema = z.array(statPlayerCardSchema);

/** GetAvailablePlayersForDuel: the sides of a game and the players one may put in a duel (BuildDuel ids). */
export const statDuelCandidatesSchema = z.object({
  I: id,
  SI: id,
  T: z.array(z.object({ I: id, ...namedShape, P: z.array(statPlayerSchema) })),
});
