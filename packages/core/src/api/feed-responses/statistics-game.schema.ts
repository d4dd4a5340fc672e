import { z } from 'zod';
import { count, id, int, namedShape } from './statistics-common.schema';

const side = z.object({ S1: count.optional(), S2: count.optional() });

/**
 * Status: where a game stands. ST 0 not started, 1 live, 2 finished, 3 cancelled; PH the event phase of spec
 * section 3; SC the live score block in the feed's keys (FS, PS, CP, CPS, TS, SLS) while it is live or over;
 * ST2 the statistics as the feed's SC.ST values.
 */
export const statGameStatusSchema = z.object({
  I: id,
  CI: id,
  SI: id,
  LI: id,
  S: int,
  ST: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  PH: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  SC: z
    .object({
      FS: side,
      PS: z.array(z.object({ Key: id, Value: side.extend({ NF: z.string().optional() }) })),
      CP: count.optional(),
      CPS: z.string().optional(),
      TS: count.optional(),
      SLS: z.string().optional(),
    })
    .optional(),
  ST2: z.array(z.object({ ID: id, S1: z.string(), S2: z.string() })).optional(),
});

/**
 * GetStadiumForGame_2: the venue. I the venue id, N its name, CT the city, COI and CN its country, CP the
 * capacity, Y the year it opened, SF the surface (grass, hybrid, artificial, ice, parquet, hard, clay, turf,
 * sand, online).
 */
export const statVenueSchema = z.object({
  I: id,
  ...namedShape,
  CT: z.string(),
  COI: count,
  CN: z.string(),
  CP: count,
  Y: int.min(1850).max(2100),
  SF: z.enum(['grass', 'hybrid', 'artificial', 'ice', 'parquet', 'hard', 'clay', 'turf', 'sand', 'online']),
});

/** FindMainLiveByLineId: the main game of a line (or sub-game) id, and whether it is live now (LV). */
export const statMainLiveSchema = z.object({ I: id, CI: id, SI: id, LI: id, S: int, LV: z.boolean() });
