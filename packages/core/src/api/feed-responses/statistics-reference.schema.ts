import { z } from 'zod';
import { count, id, int } from './statistics-common.schema';

/** restcore GetCountries: id, name in `lng`, lower-case ISO code and the calling code (spec section 3's Country). */
export const restCountriesSchema = z.array(
  z.object({
    I: id,
    N: z.string(),
    C: z.string().regex(/^[a-z]{2}$/),
    PC: z
      .string()
      .regex(/^\+\d{1,4}$/)
      .nullable(),
  }),
);

/** restcore Sports: id, names, menu order, cyber flag, sports menu section (spec section 3) and live/line game counts. */
export const restSportsSchema = z.array(
  z.object({
    I: id,
    N: z.string(),
    NE: z.string(),
    NR: z.string(),
    S: int,
    CY: z.boolean(),
    MS: id.optional(),
    LC: count,
    GC: count,
  }),
);

/**
 * restcore CheckLink: what a permanent link names now. Links are `game-<CI>`, `champ-<id>`, `team-<id>`, or
 * a bare number read as a game's constant id; T the kind (1 game, 2 championship, 3 team), LV whether the
 * game is live now.
 */
export const restLinkSchema = z.object({
  T: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  I: id,
  CI: id.optional(),
  SI: id,
  LI: id.optional(),
  LV: z.boolean().optional(),
});

/** restcore topChamps: the top championships as GetChampsZip writes them, with their Russian name (LR). */
export const restTopChampsSchema = z.array(
  z.object({
    SI: id,
    SN: z.string(),
    LI: id,
    L: z.string(),
    LE: z.string(),
    LR: z.string(),
    CI: count,
    GC: count,
    CHIMG: z.string().optional(),
  }),
);
