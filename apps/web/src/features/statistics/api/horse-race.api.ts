import { statHorseRaceSchema } from '@sportsbook/core/api/feed-responses/statistics-horse-race.schema';
import { useStatisticsQuery } from './use-statistics-query';

/** HorsesRace: a race's runners with jockey, trainer, form and price (raceid is the race's game id). */
export function useHorseRace(raceId: number, cfview: number, enabled = true) {
  return useStatisticsQuery('HorsesRace', { raceid: raceId, cfview }, statHorseRaceSchema, {
    enabled,
    staleMs: 30_000,
  });
}
