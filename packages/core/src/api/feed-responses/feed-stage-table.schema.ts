import { z } from 'zod';

const int = z.number().int();
const count = int.nonnegative();
const id = int.positive();

/** GetStageTableIds: the stage (league table) of a championship and its season. */
export const feedStageIdSchema = z.strictObject({ I: id, SI: id, LI: id, L: z.string() });

/** A row of a stage table: position, team, played, won, drawn, lost, scored, conceded, points. */
export const feedStageRowSchema = z.strictObject({
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
});

/** GetStageTableZip2: the table of a stage from the championship's results. */
export const feedStageTableSchema = z.strictObject({
  I: id,
  SI: id,
  LI: id,
  L: z.string(),
  R: z.array(feedStageRowSchema),
});
export type FeedStageTableJson = z.infer<typeof feedStageTableSchema>;
export type FeedStageRowJson = z.infer<typeof feedStageRowSchema>;
