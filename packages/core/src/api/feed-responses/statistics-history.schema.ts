import { z } from 'zod';
import {
  count,
  id,
  namedShape,
  outcomeLetter,
  statPastGameSchema,
  statTeamSchema,
} from './statistics-common.schema';

/**
 * HeadToHead: past meetings of a game's sides, newest first. W1, X, W2 count the first side's wins, the
 * draws and the second side's wins over the listed games, whoever was at home; G1, G2 their goals.
 */
export const statHeadToHeadSchema = z.object({
  I: id,
  T1: statTeamSchema,
  T2: statTeamSchema,
  W1: count,
  X: count,
  W2: count,
  G1: count,
  G2: count,
  G: z.array(statPastGameSchema),
});

/** TeamLastGames: a team's last games, newest first; R the result from its side, F the same letters joined. */
export const statTeamLastGamesSchema = z.object({
  I: id,
  ...namedShape,
  F: z.string().regex(/^[WDL]*$/),
  G: z.array(statPastGameSchema.extend({ R: outcomeLetter })),
});

/**
 * StageTable: the table of a stage (a championship's season) from its results. TT the table type (0 all
 * games, 1 home games, 2 away games); rows: Pos, TI team, TN its name, GP played, W, D, LS lost, SF scored,
 * SA conceded, PT points, F the last five results, newest first.
 */
export const statStageRowSchema = z.object({
  Pos: id,
  TI: id,
  TN: z.string(),
  GP: count,
  W: count,
  D: count,
  LS: count,
  SF: count,
  SA: count,
  PT: count,
  F: z.string().regex(/^[WDL]{0,5}$/),
});
export type StatStageRow = z.infer<typeof statStageRowSchema>;

export const statStageTableSchema = z.object({
  I: id,
  SI: id,
  LI: id,
  L: z.string(),
  TT: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  R: z.array(statStageRowSchema),
});
