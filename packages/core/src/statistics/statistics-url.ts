import { CYBER_STATISTICS_SPORT_IDS } from '../constants/statistics.constants';

/** The fixed segment after the language of every statistics page: /{lang}/statisticpopup/... (STAT-01). */
export const STATISTICS_SEGMENT = 'statisticpopup';
/** Defaults of the game page's path (STAT-02). */
export const DEFAULT_STATISTICS_SPORT_ID = 0;
export const DEFAULT_STATISTICS_TAB = 'main';

/** An id as callers hold it: numbers from the feed, text from a URL, or nothing when it is not known. */
export type IdInput = number | string | null | undefined;

/** The statistics pages of spec section 2 with the ids each one needs. */
export type StatisticsTarget =
  | { page: 'game'; sportId?: IdInput; gameId: IdInput; tabName?: string }
  | { page: 'team'; sportId: IdInput; teamId: IdInput }
  | { page: 'player'; sportId: IdInput; playerId: IdInput }
  | { page: 'stage'; sportId: IdInput; stageId: IdInput; tableType?: string | number }
  | { page: 'tournament'; sportId: IdInput; tournamentId: IdInput; seasonId: IdInput }
  | { page: 'rating'; sportId: IdInput; ratingId: IdInput }
  | { page: 'horse'; horseId: IdInput }
  | { page: 'graph'; gameId: IdInput; coefficientView?: IdInput }
  | { page: 'cyber'; sportId: IdInput; tournId: IdInput; seasonId: IdInput };

export type StatisticsPage = StatisticsTarget['page'];

/** The spec's message for a bad id (STAT-11): 'Wrong input param [name]: value'. */
export class StatisticsUrlError extends Error {
  constructor(
    readonly param: string,
    readonly value: unknown,
  ) {
    super(`Wrong input param [${param}]: ${String(value)}`);
    this.name = 'StatisticsUrlError';
  }
}

/** A required id: missing or falsy (0, '', '0') fails, as does anything that is not a whole number. */
function requiredId(param: string, value: IdInput): number {
  const id = Number(value);
  if (!value || !Number.isSafeInteger(id) || id <= 0) throw new StatisticsUrlError(param, value);
  return id;
}

/** A sport id may be 0 ("any sport", the game page's default) but must be a whole number. */
function sportIdOf(value: IdInput, fallback?: number): number {
  if ((value === undefined || value === null || value === '') && fallback !== undefined) return fallback;
  const id = Number(value);
  if (value === null || value === undefined || value === '' || !Number.isSafeInteger(id) || id < 0) {
    throw new StatisticsUrlError('sportId', value);
  }
  return id;
}

function cyberSportId(value: IdInput): number {
  const id = sportIdOf(value);
  if (!CYBER_STATISTICS_SPORT_IDS.includes(id)) throw new StatisticsUrlError('sportId', value);
  return id;
}

function segments(target: StatisticsTarget): (string | number)[] {
  switch (target.page) {
    case 'game':
      return [
        sportIdOf(target.sportId, DEFAULT_STATISTICS_SPORT_ID),
        requiredId('gameId', target.gameId),
        encodeURIComponent(target.tabName || DEFAULT_STATISTICS_TAB),
      ];
    case 'team':
      return [sportIdOf(target.sportId), requiredId('teamId', target.teamId)];
    case 'player':
      return [sportIdOf(target.sportId), requiredId('playerId', target.playerId)];
    case 'stage':
      return [sportIdOf(target.sportId), requiredId('stageId', target.stageId)];
    case 'tournament':
      return [
        sportIdOf(target.sportId),
        requiredId('tournamentId', target.tournamentId),
        requiredId('seasonId', target.seasonId),
      ];
    case 'rating':
      return [sportIdOf(target.sportId), requiredId('ratingId', target.ratingId)];
    case 'horse':
      return [requiredId('horseId', target.horseId)];
    case 'graph': {
      const gameId = requiredId('gameId', target.gameId);
      const view = target.coefficientView;
      if (view === undefined || view === null || view === '') return [gameId];
      const format = Number(view);
      if (!Number.isSafeInteger(format) || format < 0) throw new StatisticsUrlError('coefficientView', view);
      return [gameId, format];
    }
    case 'cyber':
      return [
        cyberSportId(target.sportId),
        requiredId('tournId', target.tournId),
        requiredId('seasonId', target.seasonId),
      ];
  }
}

/**
 * The path of a statistics page below /{lang}/statisticpopup (`game/0/123/main`, `stage/1/5?tt=1`): the part
 * a statistics frame mirrors into its host's address. Throws StatisticsUrlError on a bad id.
 */
export function statisticsPagePath(target: StatisticsTarget): string {
  const path = [target.page, ...segments(target)].join('/');
  const tableType = target.page === 'stage' ? target.tableType : undefined;
  return tableType === undefined || tableType === '' ? path : `${path}?tt=${encodeURIComponent(tableType)}`;
}

/** The full address of a statistics page: /{lang}/statisticpopup/{page}/... */
export function statisticsUrl(lang: string, target: StatisticsTarget): string {
  return `/${lang}/${STATISTICS_SEGMENT}/${statisticsPagePath(target)}`;
}
