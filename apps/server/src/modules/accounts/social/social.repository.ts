import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/database';
import type {
  SocialIdentitiesTable,
  SocialLoginStatesTable,
  SocialRegistrationValues,
} from './social.tables';

export interface NewLoginState {
  readonly state: string;
  readonly provider: string;
  readonly codeVerifier: string | null;
  readonly returnUrl: string | null;
  readonly linkUserId: number | null;
  readonly registration: SocialRegistrationValues | null;
  readonly at: Date;
  readonly expiresAt: Date;
}

export type LoginState = Selectable<SocialLoginStatesTable>;
export type SocialIdentity = SocialIdentitiesTable;

export class SocialRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertState(input: NewLoginState): Promise<void> {
    await this.db
      .insertInto('social_login_states')
      .values({
        state: input.state,
        provider: input.provider,
        code_verifier: input.codeVerifier,
        return_url: input.returnUrl,
        link_user_id: input.linkUserId,
        registration: input.registration ? JSON.stringify(input.registration) : null,
        created_at: input.at,
        expires_at: input.expiresAt,
      })
      .execute();
  }

  /** Marks the state used and returns it, once: a replayed or expired state returns nothing. */
  async consumeState(state: string, provider: string | null, at: Date): Promise<LoginState | undefined> {
    return this.db
      .updateTable('social_login_states')
      .set({ used_at: at })
      .where('state', '=', state)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .$if(provider !== null, (query) => query.where('provider', '=', provider ?? ''))
      .returningAll()
      .executeTakeFirst();
  }

  async returnUrlOf(state: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('social_login_states')
      .select('return_url')
      .where('state', '=', state)
      .executeTakeFirst();
    return row?.return_url ?? null;
  }

  async deleteExpiredStates(before: Date): Promise<void> {
    await this.db.deleteFrom('social_login_states').where('expires_at', '<', before).execute();
  }

  findIdentity(provider: string, subject: string, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('social_identities')
      .selectAll()
      .where('provider', '=', provider)
      .where('subject', '=', subject)
      .executeTakeFirst();
  }

  identitiesOf(userId: number) {
    return this.db
      .selectFrom('social_identities')
      .select(['provider', 'email', 'display_name', 'created_at', 'last_login_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
  }

  /** Links the identity; false when it is linked already (to this or another player). */
  async link(identity: Omit<SocialIdentity, 'last_login_at'>, db: Kysely<Database> = this.db) {
    const inserted = await db
      .insertInto('social_identities')
      .values({ ...identity, last_login_at: null })
      .onConflict((conflict) => conflict.columns(['provider', 'subject']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async unlink(userId: number, provider: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('social_identities')
      .where('user_id', '=', userId)
      .where('provider', '=', provider)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async touch(provider: string, subject: string, at: Date): Promise<void> {
    await this.db
      .updateTable('social_identities')
      .set({ last_login_at: at })
      .where('provider', '=', provider)
      .where('subject', '=', subject)
      .execute();
  }
}
