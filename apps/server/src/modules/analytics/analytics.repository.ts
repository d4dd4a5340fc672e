import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AnalyticsEventTable } from './analytics.tables';

export interface EventTally {
  readonly eventId: number;
  readonly count: number;
  readonly devices: number;
}

/** The only SQL of the analytics module. */
export class AnalyticsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A batch's events in one statement: a batch is written whole or not at all. */
  async insertEvents(rows: readonly Insertable<AnalyticsEventTable>[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insertInto('analytics_events')
      .values([...rows])
      .execute();
  }

  async tallies(from: Date, to: Date): Promise<EventTally[]> {
    return this.db
      .selectFrom('analytics_events')
      .select([
        'event_id as eventId',
        sql<number>`count(*)::int`.as('count'),
        sql<number>`count(distinct device_uuid)::int`.as('devices'),
      ])
      .where('received_at', '>', from)
      .where('received_at', '<=', to)
      .groupBy('event_id')
      .orderBy('event_id')
      .execute();
  }
}
