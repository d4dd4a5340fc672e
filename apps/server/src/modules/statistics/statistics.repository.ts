import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { ScorePair } from '../feed/feed-model';
import type { HistoryBasis, PastGame } from './season-history';

export interface RecordedResult {
  readonly gameId: number;
  readonly sportId: number;
  readonly champId: number;
  readonly home: number;
  readonly away: number;
  readonly startMs: number;
  readonly score: ScorePair;
  readonly periods: readonly ScorePair[];
}

type ResultRow = {
  game_id: number;
  champ_id: number;
  home_team_id: number;
  away_team_id: number;
  start_at: Date;
  home_score: number;
  away_score: number;
  periods: ScorePair[];
};

function toPastGame(row: ResultRow): PastGame {
  return {
    gameId: row.game_id,
    champId: row.champ_id,
    startMs: row.start_at.getTime(),
    home: row.home_team_id,
    away: row.away_team_id,
    score: { home: row.home_score, away: row.away_score },
    periods: row.periods,
    season: 0,
  };
}

const RESULTS_PER_INSERT = 500;

const RESULT_COLUMNS = [
  'game_id',
  'champ_id',
  'home_team_id',
  'away_team_id',
  'start_at',
  'home_score',
  'away_score',
  'periods',
] as const;

/** The only place with the statistics module's SQL. */
export class StatisticsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Records results, replacing an earlier record of the same game (a corrected result). A first snapshot can
   * hold many finished games: they go in chunks, well under PostgreSQL's limit of parameters a statement.
   */
  async recordResults(results: readonly RecordedResult[], at: Date): Promise<void> {
    for (let from = 0; from < results.length; from += RESULTS_PER_INSERT) {
      const rows = results.slice(from, from + RESULTS_PER_INSERT).map((r) => ({
        game_id: r.gameId,
        sport_id: r.sportId,
        champ_id: r.champId,
        home_team_id: r.home,
        away_team_id: r.away,
        start_at: new Date(r.startMs),
        home_score: r.score.home,
        away_score: r.score.away,
        periods: JSON.stringify(r.periods),
        recorded_at: at,
      }));
      await this.db
        .insertInto('stat_results')
        .values(rows)
        .onConflict((oc) =>
          oc.column('game_id').doUpdateSet((eb) => ({
            home_score: eb.ref('excluded.home_score'),
            away_score: eb.ref('excluded.away_score'),
            periods: eb.ref('excluded.periods'),
            recorded_at: eb.ref('excluded.recorded_at'),
          })),
        )
        .execute();
    }
  }

  async forgetResult(gameId: number): Promise<void> {
    await this.db.deleteFrom('stat_results').where('game_id', '=', gameId).execute();
  }

  async resultsOfChamps(champIds: readonly number[]): Promise<PastGame[]> {
    if (champIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('stat_results')
      .select(RESULT_COLUMNS)
      .where('champ_id', 'in', champIds)
      .execute();
    return rows.map(toPastGame);
  }

  /** A team's recorded results, newest first; with `opponentId` only their meetings. */
  async resultsOfTeam(teamId: number, limit: number, opponentId?: number): Promise<PastGame[]> {
    let query = this.db
      .selectFrom('stat_results')
      .select(RESULT_COLUMNS)
      .where((eb) => eb.or([eb('home_team_id', '=', teamId), eb('away_team_id', '=', teamId)]))
      .orderBy('start_at', 'desc')
      .limit(limit);
    if (opponentId !== undefined) {
      query = query.where((eb) =>
        eb.or([eb('home_team_id', '=', opponentId), eb('away_team_id', '=', opponentId)]),
      );
    }
    return (await query.execute()).map(toPastGame);
  }

  async result(gameId: number): Promise<PastGame | undefined> {
    const row = await this.db
      .selectFrom('stat_results')
      .select(RESULT_COLUMNS)
      .where('game_id', '=', gameId)
      .executeTakeFirst();
    return row && toPastGame(row);
  }

  async bases(): Promise<HistoryBasis[]> {
    const rows = await this.db.selectFrom('stat_champ_history').selectAll().execute();
    return rows.map((row) => ({
      champId: row.champ_id,
      anchorMs: row.anchor_at.getTime(),
      teamIds: row.team_ids,
    }));
  }

  /** Stores the bases no process stored before; an existing one stays as it is (first writer wins). */
  async addBases(bases: readonly HistoryBasis[]): Promise<void> {
    if (bases.length === 0) return;
    await this.db
      .insertInto('stat_champ_history')
      .values(
        bases.map((b) => ({
          champ_id: b.champId,
          anchor_at: new Date(b.anchorMs),
          team_ids: JSON.stringify(b.teamIds),
        })),
      )
      .onConflict((oc) => oc.column('champ_id').doNothing())
      .execute();
  }
}
