import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { AccountRequestKind, UserMessagesTable, UserProfilesTable } from './accounts.tables';

export type ProfileRow = Selectable<UserProfilesTable>;
export type MessageRow = Selectable<UserMessagesTable>;

/** The SQL of a player's profile, settings, inbox, requests and support PIN. */
export class ProfileRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertProfile(
    row: {
      userId: number;
      fields: Record<string, unknown>;
      bonusChoice: number | null;
      bonusCode: string | null;
      ip: string | null;
      at: Date;
    },
    trx: Kysely<Database> = this.db,
  ): Promise<void> {
    await trx
      .insertInto('user_profiles')
      .values({
        user_id: row.userId,
        fields: JSON.stringify(row.fields),
        bonus_choice: row.bonusChoice,
        bonus_code: row.bonusCode,
        registration_ip: row.ip,
        created_at: row.at,
        updated_at: row.at,
      })
      .execute();
  }

  profile(userId: number): Promise<ProfileRow | undefined> {
    return this.db.selectFrom('user_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  /** Merges field values into the profile, creating it for players who registered before profiles existed. */
  async mergeProfileFields(
    userId: number,
    fields: Record<string, unknown>,
    at: Date,
    trx: Kysely<Database> = this.db,
  ): Promise<void> {
    const current = await trx
      .selectFrom('user_profiles')
      .select('fields')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const merged = JSON.stringify({ ...(current?.fields ?? {}), ...fields });
    await trx
      .insertInto('user_profiles')
      .values({
        user_id: userId,
        fields: merged,
        bonus_choice: null,
        bonus_code: null,
        registration_ip: null,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ fields: merged, updated_at: at }))
      .execute();
  }

  async settings(userId: number): Promise<Record<string, unknown>> {
    const row = await this.db
      .selectFrom('user_settings')
      .select('settings')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.settings ?? {};
  }

  async putSettings(
    userId: number,
    settings: Record<string, unknown>,
    at: Date,
    trx: Kysely<Database> = this.db,
  ): Promise<void> {
    const json = JSON.stringify(settings);
    await trx
      .insertInto('user_settings')
      .values({ user_id: userId, settings: json, updated_at: at })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ settings: json, updated_at: at }))
      .execute();
  }

  async insertMessage(
    message: { userId: number; type: string; title: string; body: string; at: Date },
    trx: Kysely<Database> = this.db,
  ): Promise<void> {
    await trx
      .insertInto('user_messages')
      .values({
        user_id: message.userId,
        type: message.type,
        title: message.title,
        body: message.body,
        created_at: message.at,
        read_at: null,
      })
      .execute();
  }

  /** An empty type list must match nothing; SQL's `in ()` is not valid, so it becomes `in ('')`. */
  private messagesOf(userId: number, types: readonly string[]) {
    return this.db
      .selectFrom('user_messages')
      .where('user_id', '=', userId)
      .where('type', 'in', types.length > 0 ? types : ['']);
  }

  async messages(
    userId: number,
    filter: { types: readonly string[]; unreadOnly: boolean; offset: number; limit: number },
  ) {
    let query = this.messagesOf(userId, filter.types);
    if (filter.unreadOnly) query = query.where('read_at', 'is', null);
    const [items, counts] = await Promise.all([
      query.selectAll().orderBy('id', 'desc').offset(filter.offset).limit(filter.limit).execute(),
      query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(counts.total) };
  }

  async unreadCount(userId: number, types: readonly string[]): Promise<number> {
    const row = await this.messagesOf(userId, types)
      .where('read_at', 'is', null)
      .select((eb) => eb.fn.countAll<string>().as('unread'))
      .executeTakeFirstOrThrow();
    return Number(row.unread);
  }

  /** Marks the player's messages read: the given ids only (others' ids are ignored), or all of them. */
  async markRead(userId: number, ids: readonly number[] | 'all', at: Date): Promise<void> {
    let query = this.db
      .updateTable('user_messages')
      .set({ read_at: at })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null);
    if (ids !== 'all') query = query.where('id', 'in', ids.length > 0 ? ids.map(BigInt) : [0n]);
    await query.execute();
  }

  async insertRequest(request: {
    userId: number | null;
    kind: AccountRequestKind;
    payload: Record<string, unknown>;
    at: Date;
  }): Promise<number> {
    const row = await this.db
      .insertInto('account_requests')
      .values({
        user_id: request.userId,
        kind: request.kind,
        payload: JSON.stringify(request.payload),
        created_at: request.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  requests(kind: AccountRequestKind | undefined, limit: number) {
    let query = this.db.selectFrom('account_requests').selectAll().orderBy('id', 'desc').limit(limit);
    if (kind) query = query.where('kind', '=', kind);
    return query.execute();
  }

  async putPin(userId: number, pinHash: string, at: Date, expiresAt: Date): Promise<void> {
    await this.db
      .insertInto('support_pins')
      .values({ user_id: userId, pin_hash: pinHash, issued_at: at, expires_at: expiresAt })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ pin_hash: pinHash, issued_at: at, expires_at: expiresAt }),
      )
      .execute();
  }

  pin(userId: number) {
    return this.db.selectFrom('support_pins').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }
}
