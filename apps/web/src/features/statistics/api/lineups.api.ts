import {
  statLineUps2Schema,
  statLineUpsSchema,
} from '@sportsbook/core/api/feed-responses/statistics-lineups.schema';
import { useStatisticsQuery } from './use-statistics-query';

/** LineUps: both sides' starters and substitutes, for sports without a pitch picture. */
export function useLineUps(gameId: number, enabled = true) {
  return useStatisticsQuery('LineUps', { gameId }, statLineUpsSchema, { enabled });
}

/** LineUps2: the same with each starter's place on the pitch and the captain. */
export function useLineUps2(gameId: number, enabled = true) {
  return useStatisticsQuery('LineUps2', { gameId }, statLineUps2Schema, { enabled });
}
