import { z } from 'zod';

const int = z.number().int();

/** An outcome as the feed writes it (spec/linefeed-format.md): C is the decimal price, B only when blocked. */
export const pushOutcomeSchema = z.object({
  G: int,
  T: int,
  P: z.number().optional(),
  C: z.number(),
  B: z.literal(true).optional(),
});

/** Names an outcome that no longer exists (its market closed or moved to another line). */
export const pushOutcomeKeySchema = pushOutcomeSchema.pick({ G: true, T: true, P: true });

/** Score and clock: S the total [home, away], P per period, CP the current period, TS seconds played. */
export const pushScoreSchema = z.object({
  S: z.tuple([int, int]),
  P: z.array(z.tuple([int, int])),
  CP: int,
  TS: int,
});

export const pushPhaseSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

const subGameStateSchema = z.object({ I: int, E: z.array(pushOutcomeSchema) });

/**
 * A game as a snapshot carries it: I id, V the game's version, SI sport, LI championship, S start (Unix
 * seconds), LV 1 when live, PH phase, SC score (live games), E outcomes, SG sub-games (periods, specials).
 */
export const pushGameStateSchema = z.object({
  I: int,
  V: int,
  SI: int,
  LI: int,
  S: int,
  LV: z.union([z.literal(0), z.literal(1)]),
  PH: pushPhaseSchema,
  SC: pushScoreSchema.optional(),
  E: z.array(pushOutcomeSchema),
  SG: z.array(subGameStateSchema).optional(),
});

const subGameDiffSchema = z.object({
  I: int,
  E: z.array(pushOutcomeSchema).optional(),
  X: z.array(pushOutcomeKeySchema).optional(),
});

/**
 * What changed in a game: only the keys present changed. E outcomes new or changed (whole, so B absent means
 * open), X outcomes gone, SC the whole score block, SG per sub-game. Applying a diff twice changes nothing.
 */
export const pushGameDiffSchema = z.object({
  I: int,
  V: int,
  LV: z.union([z.literal(0), z.literal(1)]).optional(),
  PH: pushPhaseSchema.optional(),
  S: int.optional(),
  SC: pushScoreSchema.optional(),
  E: z.array(pushOutcomeSchema).optional(),
  X: z.array(pushOutcomeKeySchema).optional(),
  SG: z.array(subGameDiffSchema).optional(),
});

export type PushOutcome = z.infer<typeof pushOutcomeSchema>;
export type PushOutcomeKey = z.infer<typeof pushOutcomeKeySchema>;
export type PushScore = z.infer<typeof pushScoreSchema>;
export type PushGameState = z.infer<typeof pushGameStateSchema>;
export type PushGameDiff = z.infer<typeof pushGameDiffSchema>;
export type PushSubGameDiff = z.infer<typeof subGameDiffSchema>;

/** Identity of an outcome within its game or sub-game. */
export function outcomeKey(outcome: PushOutcomeKey): string {
  return `${outcome.G}:${outcome.T}:${outcome.P ?? 0}`;
}
