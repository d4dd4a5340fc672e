import { z } from 'zod';

const int = z.number().int();

/** An outcome (selection) of spec/linefeed-format.md, in E, AE[].ME and GE[].E[][]. */
export const feedOutcomeSchema = z.strictObject({
  T: int,
  G: int,
  /** Decimal price, always decimal whatever `cfview` asked. */
  C: z.number().gt(1),
  /** The price in the `cfview` display format. */
  CV: z.string().min(1),
  /** Handicap, total line or score; omitted when 0 or not applicable. */
  P: z
    .number()
    .refine((value) => value !== 0, 'P is omitted when 0')
    .optional(),
  /** Present only when the outcome is blocked (suspended). */
  B: z.literal(true).optional(),
  /** The main line among alternatives. */
  CE: z.literal(1).optional(),
});
export type FeedOutcomeJson = z.infer<typeof feedOutcomeSchema>;

/** Alternative lines of one market group, the main line flagged CE: 1. */
export const feedAlternativesSchema = z.strictObject({ G: int, ME: z.array(feedOutcomeSchema) });
export type FeedAlternativesJson = z.infer<typeof feedAlternativesSchema>;

/** GetGameZip with GroupEvents=true: one group, its outcomes in columns ([[T1], [T2], [T3]] for 1X2). */
export const feedEventGroupSchema = z.strictObject({
  G: int,
  /** The group's place on the game page. */
  GS: int,
  E: z.array(z.array(feedOutcomeSchema)),
});
export type FeedEventGroupJson = z.infer<typeof feedEventGroupSchema>;
