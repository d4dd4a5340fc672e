import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';

export interface SubscriptionRow {
  readonly gameId: number;
  readonly eventTypes: number[];
}

export interface NotificationRow {
  readonly id: number;
  readonly userId: number;
  readonly gameId: number;
  readonly eventType: number;
  readonly payload: unknown;
  readonly createdAt: Date;
  readonly readAt: Date | null;
}

export interface NewNotification {
  readonly gameId: number;
  readonly eventType: number;
  readonly eventKey: string;
  readonly payload: unknown;
  readonly at: Date;
}

const NOTIFICATION_COLUMNS = [
  'id',
  'user_id',
  'game_id',
  'event_type',
  'payload',
  'created_at',
  'read_at',
] as const;

function toNotification(row: {
  id: bigint;
  user_id: number;
  game_id: number;
  event_type: number;
  payload: unknown;
  created_at: Date;
  read_at: Date | null;
}): NotificationRow {
  return {
    id: Number(row.id),
    userId: row.user_id,
    gameId: row.game_id,
    eventType: row.event_type,
    payload: row.payload,
    createdAt: row.created_at,
    readAt: row.read_at,
  };
}

/** The only place with the SQL of game subscriptions and their notifications. */
export class SubscriptionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(userId: number, gameId?: number): Promise<SubscriptionRow[]> {
    let query = this.db
      .selectFrom('game_subscriptions')
      .select(['game_id', 'event_type'])
      .where('user_id', '=', userId)
      .orderBy('game_id')
      .orderBy('event_type');
    if (gameId !== undefined) query = query.where('game_id', '=', gameId);
    const byGame = new Map<number, number[]>();
    for (const row of await query.execute()) {
      byGame.set(row.game_id, [...(byGame.get(row.game_id) ?? []), row.event_type]);
    }
    return [...byGame].map(([id, eventTypes]) => ({ gameId: id, eventTypes }));
  }

  /** Replaces the event types of each listed game in one transaction; an empty list unsubscribes. */
  async replace(userId: number, games: readonly SubscriptionRow[], at: Date): Promise<void> {
    if (games.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      const ids = games.map((g) => g.gameId);
      await trx
        .deleteFrom('game_subscriptions')
        .where('user_id', '=', userId)
        .where('game_id', 'in', ids)
        .execute();
      const rows = games.flatMap((g) =>
        g.eventTypes.map((type) => ({
          user_id: userId,
          game_id: g.gameId,
          event_type: type,
          created_at: at,
        })),
      );
      if (rows.length > 0) await trx.insertInto('game_subscriptions').values(rows).execute();
    });
  }

  async countGames(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('game_subscriptions')
      .select((eb) => eb.fn.count<number>(sql`distinct game_id`).as('games'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.games);
  }

  /**
   * One notification for each player subscribed to this event's type on the game. A key already told to a
   * player (another process saw the same change) adds nothing; returns only the rows created here.
   */
  async notifySubscribers(event: NewNotification): Promise<NotificationRow[]> {
    const rows = await this.db
      .insertInto('game_notifications')
      .columns(['user_id', 'game_id', 'event_type', 'event_key', 'payload', 'created_at'])
      .expression(
        this.db
          .selectFrom('game_subscriptions')
          .select([
            'user_id',
            'game_id',
            'event_type',
            sql<string>`${event.eventKey}::text`.as('event_key'),
            sql<string>`${JSON.stringify(event.payload)}::jsonb`.as('payload'),
            sql<Date>`${event.at}::timestamptz`.as('created_at'),
          ])
          .where('game_id', '=', event.gameId)
          .where('event_type', '=', event.eventType),
      )
      .onConflict((oc) => oc.columns(['user_id', 'game_id', 'event_key']).doNothing())
      .returning(NOTIFICATION_COLUMNS)
      .execute();
    return rows.map(toNotification);
  }

  async notifications(userId: number, options: { unread: boolean; limit: number; beforeId?: number }) {
    let query = this.db
      .selectFrom('game_notifications')
      .select(NOTIFICATION_COLUMNS)
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(options.limit);
    if (options.unread) query = query.where('read_at', 'is', null);
    if (options.beforeId !== undefined) query = query.where('id', '<', BigInt(options.beforeId));
    return (await query.execute()).map(toNotification);
  }

  async unreadCount(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('game_notifications')
      .select((eb) => eb.fn.countAll<number>().as('unread'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.unread);
  }

  async markRead(userId: number, ids: readonly number[] | 'all', at: Date): Promise<void> {
    if (ids !== 'all' && ids.length === 0) return;
    let query = this.db
      .updateTable('game_notifications')
      .set({ read_at: at })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null);
    if (ids !== 'all') query = query.where('id', 'in', ids.map(BigInt));
    await query.execute();
  }

  /** A game that has its result needs no more subscriptions. */
  async dropGame(gameId: number): Promise<void> {
    await this.db.deleteFrom('game_subscriptions').where('game_id', '=', gameId).execute();
  }

  /** Forgets notifications, and subscriptions of games that never ended in the feed, older than `before`. */
  async prune(before: Date): Promise<void> {
    await this.db.deleteFrom('game_notifications').where('created_at', '<', before).execute();
    await this.db.deleteFrom('game_subscriptions').where('created_at', '<', before).execute();
  }
}
