import { z } from 'zod';
import { id, int } from './statistics-common.schema';

/**
 * BuildDuel: a priced contest "side 1 against side 2", each side a set of teams or of players (which set
 * scores more). I is the duel's id (the same sets give the same id), T1/T2 the ids as given, O1/O2 the sides'
 * names (members joined with " + "), E the outcomes in the feed's keys (G1 T1/T2/T3, G8 double chance,
 * G100001 draw no bet), WP the margin-free chances.
 */
export const statDuelSchema = z.object({
  I: id,
  SI: id,
  T1: z.array(id),
  T2: z.array(id),
  O1: z.string(),
  O2: z.string(),
  O1E: z.string(),
  O2E: z.string(),
  O1R: z.string(),
  O2R: z.string(),
  E: z.array(
    z.object({ G: id, T: id, C: z.number().gt(1), CV: z.string().optional(), P: z.number().optional() }),
  ),
  WP: z.object({ P1: z.number().min(0).max(1), PX: z.number().min(0).max(1), P2: z.number().min(0).max(1) }),
  S: int,
});
