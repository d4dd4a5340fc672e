import { z } from 'zod';
import { count, id, int, namedShape } from './statistics-common.schema';

/**
 * A runner: NU its number, horse names N/NE/NR, J the jockey and TR the trainer (in `lng`), A age, WG weight
 * carried in kg, DR the stall drawn, F the form (last five finishing places, newest last, 0 unplaced), R the
 * rating, C the decimal price now (absent when not offered), CV the price in the `cfview` format.
 */
export const statRunnerSchema = z.object({
  NU: id,
  I: id,
  ...namedShape,
  J: z.string(),
  TR: z.string(),
  A: int.min(2).max(15),
  WG: int.min(45).max(75),
  DR: id,
  F: z.string().regex(/^[0-9-]*$/),
  R: int,
  C: z.number().gt(1).optional(),
  CV: z.string().optional(),
});

/** HorsesRace: a race of the feed (raceid is its game id). N its title, DS the distance in metres, GO the going. */
export const statHorseRaceSchema = z.object({
  I: id,
  N: z.string().optional(),
  LI: id,
  L: z.string(),
  S: int,
  DS: count,
  GO: z.enum(['firm', 'good', 'soft', 'heavy']),
  RN: z.array(statRunnerSchema),
});
