import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Kysely, Transaction } from 'kysely';
import type { MarginConfig } from '@sportsbook/core/pricing/index';
import type { Database } from '../../../db/database';
import type { FeedGame, FeedSnapshot, FeedTeam } from '../../feed/feed-model';
import type { SettlementRow } from '../engine/settlement-rows';
import type { TradingGame } from '../engine/trading-game';
import type { World, WorldChamp, WorldPlayer } from '../world/world.types';

export class LeadershipLostError extends Error {
  constructor() {
    super('another process leads the feed now');
  }
}

export interface StoredState {
  readonly seq: number;
  readonly epoch: number;
  readonly nextGameId: number;
  readonly worldSize: string;
  readonly speed: number | null;
  readonly margins: MarginConfig | null;
}

/** One transaction of the leader: changed games, settlements, calendar progress and the next seq. */
export interface FeedCommit {
  readonly epoch: number;
  readonly nowMs: number;
  readonly games: readonly TradingGame[];
  readonly settlements: readonly { readonly rows: readonly SettlementRow[]; readonly corrected: boolean }[];
  readonly nextGameId: number;
  readonly cursors?: ReadonlyMap<number, number>;
  /** Finished games older than this leave the feed (they stay stored for results). */
  readonly archiveBeforeMs?: number;
}

export interface StoredSettlement extends SettlementRow {
  readonly seq: number;
  readonly corrected: boolean;
}

/**
 * Rows per multi-row statement: 100 games (about 1.5 MB of JSON) keep each statement short enough that
 * PGlite, which runs in this thread, stalls the event loop for about a tenth of a second at most.
 */
const GAME_CHUNK = 100;
const ROW_CHUNK = 1000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function gameRow(tg: TradingGame, seq: number, at: Date) {
  return {
    id: tg.game.id,
    sport_id: tg.game.sportId,
    champ_id: tg.game.champId,
    status: tg.record.status,
    start_at: new Date(tg.game.startAt * 1000),
    finished_at: tg.record.finishedAtMs === undefined ? null : new Date(tg.record.finishedAtMs),
    game: JSON.stringify(tg.game),
    engine: JSON.stringify(tg.record),
    seq,
    updated_at: at,
  };
}

/** The only place with the SQL of the feed's tables. */
export class FeedRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async state(): Promise<StoredState | undefined> {
    const row = await this.db.selectFrom('feed_state').selectAll().where('id', '=', 1).executeTakeFirst();
    return (
      row && {
        seq: Number(row.seq),
        epoch: row.epoch,
        nextGameId: row.next_game_id,
        worldSize: row.world_size,
        speed: row.speed,
        margins: row.margins,
      }
    );
  }

  /** A new leader's fencing token: writes of any earlier leader stop matching. */
  async takeover(): Promise<StoredState> {
    await this.db
      .updateTable('feed_state')
      .set((eb) => ({ epoch: eb('epoch', '+', 1) }))
      .where('id', '=', 1)
      .execute();
    const state = await this.state();
    if (!state) throw new Error('feed state vanished');
    return state;
  }

  /** Stores a freshly built world and its first games as seq 1, in one transaction. */
  async createWorld(
    world: World,
    meta: {
      size: string;
      seed: number;
      nowMs: number;
      nextGameId: number;
      cursors: ReadonlyMap<number, number>;
    },
    games: readonly TradingGame[],
  ): Promise<StoredState> {
    const at = new Date(meta.nowMs);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('feed_state')
        .values({
          id: 1,
          seq: 1,
          epoch: 1,
          next_game_id: meta.nextGameId,
          world_size: meta.size,
          world_seed: meta.seed,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await trx
        .insertInto('feed_sports')
        .values(world.sports.map((s) => ({ id: s.id, sort: s.sort, data: JSON.stringify(s) })))
        .execute();
      await trx
        .insertInto('feed_champs')
        .values(
          world.champs.map(({ format, schedule, teamIds, ...champ }) => ({
            id: champ.id,
            sport_id: champ.sportId,
            data: JSON.stringify(champ),
            plan: JSON.stringify({ format, schedule, teamIds }),
            next_index: meta.cursors.get(champ.id) ?? 0,
          })),
        )
        .execute();
      for (const part of chunks(world.teams, ROW_CHUNK))
        await trx
          .insertInto('feed_teams')
          .values(part.map((t) => ({ id: t.id, sport_id: t.sportId, data: JSON.stringify(t) })))
          .execute();
      for (const part of chunks(world.players, ROW_CHUNK))
        await trx
          .insertInto('feed_players')
          .values(part.map((p) => ({ id: p.id, team_id: p.teamId, data: JSON.stringify(p) })))
          .execute();
      await this.upsertGames(trx, games, 1, at);
    });
    return {
      seq: 1,
      epoch: 1,
      nextGameId: meta.nextGameId,
      worldSize: meta.size,
      speed: null,
      margins: null,
    };
  }

  async champs(): Promise<{ champ: WorldChamp; nextIndex: number }[]> {
    const rows = await this.db.selectFrom('feed_champs').selectAll().orderBy('id').execute();
    return rows.map((row) => ({ champ: { ...row.data, ...row.plan }, nextIndex: Number(row.next_index) }));
  }

  async teams(): Promise<FeedTeam[]> {
    return (await this.db.selectFrom('feed_teams').select('data').orderBy('id').execute()).map((r) => r.data);
  }

  async playersOf(teamId: number): Promise<WorldPlayer[]> {
    const rows = await this.db
      .selectFrom('feed_players')
      .select('data')
      .where('team_id', '=', teamId)
      .orderBy('id')
      .execute();
    return rows.map((r) => r.data);
  }

  /** Line games by start (the engine keeps only this index of them in memory). */
  async lineGames(): Promise<{ id: number; startMs: number }[]> {
    const rows = await this.db
      .selectFrom('feed_games')
      .select(['id', 'start_at'])
      .where('status', '=', 'line')
      .execute();
    return rows.map((r) => ({ id: r.id, startMs: r.start_at.getTime() }));
  }

  async liveGames(): Promise<TradingGame[]> {
    const rows = await this.db
      .selectFrom('feed_games')
      .select(['game', 'engine'])
      .where('status', '=', 'live')
      .execute();
    return rows.map((r) => ({ game: r.game, record: r.engine, published: r.game }));
  }

  async games(ids: readonly number[]): Promise<TradingGame[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('feed_games')
      .select(['game', 'engine'])
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => ({ game: r.game, record: r.engine, published: r.game }));
  }

  /**
   * Writes one change of the feed in one transaction, fenced by the leader's epoch: the seq first (no row
   * means another process leads), then archiving, games (one multi-row statement per few hundred),
   * settlements and calendar cursors.
   */
  async commit(change: FeedCommit): Promise<{ seq: number; removed: number[] }> {
    const at = new Date(change.nowMs);
    return this.db.transaction().execute(async (trx) => {
      const state = await trx
        .updateTable('feed_state')
        .set((eb) => ({ seq: eb('seq', '+', 1n), next_game_id: change.nextGameId, updated_at: at }))
        .where('id', '=', 1)
        .where('epoch', '=', change.epoch)
        .returning('seq')
        .executeTakeFirst();
      if (!state) throw new LeadershipLostError();
      const seq = Number(state.seq);
      const removed =
        change.archiveBeforeMs === undefined
          ? []
          : (
              await trx
                .updateTable('feed_games')
                .set({ status: 'archived', seq, updated_at: at })
                .where('status', 'in', ['finished', 'cancelled'])
                .where('finished_at', '<', new Date(change.archiveBeforeMs))
                .returning('id')
                .execute()
            ).map((r) => r.id);
      await this.upsertGames(trx, change.games, seq, at);
      const settlements = change.settlements.flatMap(({ rows, corrected }) =>
        rows.map((r) => ({
          seq,
          game_id: r.gameId,
          sub_game_id: r.subGameId,
          market_key: r.marketKey,
          g: r.G,
          t: r.T,
          p: r.P,
          outcome: r.outcome,
          corrected,
          created_at: at,
        })),
      );
      for (const part of chunks(settlements, ROW_CHUNK))
        await trx.insertInto('feed_settlements').values(part).execute();
      for (const [id, index] of change.cursors ?? [])
        await trx.updateTable('feed_champs').set({ next_index: index }).where('id', '=', id).execute();
      return { seq, removed };
    });
  }

  private async upsertGames(
    trx: Transaction<Database>,
    games: readonly TradingGame[],
    seq: number,
    at: Date,
  ): Promise<void> {
    for (const [index, part] of chunks(games, GAME_CHUNK).entries()) {
      // Requests get their turn between statements (PGlite's own run in this thread).
      if (index > 0) await yieldToEventLoop();
      await trx
        .insertInto('feed_games')
        .values(part.map((tg) => gameRow(tg, seq, at)))
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            status: eb.ref('excluded.status'),
            start_at: eb.ref('excluded.start_at'),
            finished_at: eb.ref('excluded.finished_at'),
            game: eb.ref('excluded.game'),
            engine: eb.ref('excluded.engine'),
            seq: eb.ref('excluded.seq'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }
  }

  /** Whether any finished game is old enough to leave the feed (so an idle tick writes nothing). */
  async hasArchivable(beforeMs: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('feed_games')
      .select('id')
      .where('status', 'in', ['finished', 'cancelled'])
      .where('finished_at', '<', new Date(beforeMs))
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async setControls(
    epoch: number,
    controls: { speed?: number | null; margins?: MarginConfig },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('feed_state')
      .set({
        ...(controls.speed === undefined ? {} : { speed: controls.speed }),
        ...(controls.margins ? { margins: JSON.stringify(controls.margins) } : {}),
      })
      .where('id', '=', 1)
      .where('epoch', '=', epoch)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Everything a reader needs, consistent with its seq (one repeatable-read transaction). */
  async snapshot(): Promise<FeedSnapshot> {
    return this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const state = await trx.selectFrom('feed_state').select('seq').where('id', '=', 1).executeTakeFirst();
        if (!state) return { seq: 0, sports: [], champs: [], teams: [], games: [] };
        const [sports, champs, teams, games] = await Promise.all([
          trx.selectFrom('feed_sports').select('data').orderBy('sort').execute(),
          trx.selectFrom('feed_champs').select('data').orderBy('id').execute(),
          trx.selectFrom('feed_teams').select('data').orderBy('id').execute(),
          trx
            .selectFrom('feed_games')
            .select('game')
            .where('status', '!=', 'archived')
            .orderBy('id')
            .execute(),
        ]);
        return {
          seq: Number(state.seq),
          sports: sports.map((r) => r.data),
          champs: champs.map((r) => r.data),
          teams: teams.map((r) => r.data),
          games: games.map((r): FeedGame => r.game),
        };
      });
  }

  async settlements(filter: {
    sinceSeq?: number;
    gameId?: number;
    limit: number;
  }): Promise<StoredSettlement[]> {
    let query = this.db.selectFrom('feed_settlements').selectAll().orderBy('id').limit(filter.limit);
    if (filter.sinceSeq !== undefined) query = query.where('seq', '>', BigInt(filter.sinceSeq));
    if (filter.gameId !== undefined) query = query.where('game_id', '=', filter.gameId);
    const rows = await query.execute();
    return rows.map((r) => ({
      seq: Number(r.seq),
      gameId: r.game_id,
      subGameId: r.sub_game_id,
      marketKey: r.market_key,
      G: r.g,
      T: r.t,
      P: r.p,
      outcome: r.outcome,
      corrected: r.corrected,
    }));
  }
}
