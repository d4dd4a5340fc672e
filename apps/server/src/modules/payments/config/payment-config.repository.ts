import type { Kysely } from 'kysely';
import type { PaymentSettings } from '@sportsbook/core/api/routes/payments-ops.routes';
import type { PaymentMethodConfig } from '@sportsbook/core/payments/payment-method';
import type { Database } from '../../../db/database';

type Db = Kysely<Database>;

/** The SQL of the operator's payment configuration: methods, settings and per-player blocks. */
export class PaymentConfigRepository {
  async methods(db: Db): Promise<unknown[]> {
    const rows = await db.selectFrom('payment_methods').select('config').orderBy('id').execute();
    return rows.map((row) => JSON.parse(row.config) as unknown);
  }

  /** Adds the methods that are missing; those present (perhaps edited by the operator) stay as they are. */
  async addMissing(db: Db, methods: readonly PaymentMethodConfig[], at: Date): Promise<void> {
    if (methods.length === 0) return;
    await db
      .insertInto('payment_methods')
      .values(methods.map((method) => ({ id: method.id, config: JSON.stringify(method), updated_at: at })))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }

  async putMethod(db: Db, method: PaymentMethodConfig, at: Date): Promise<void> {
    const config = JSON.stringify(method);
    await db
      .insertInto('payment_methods')
      .values({ id: method.id, config, updated_at: at })
      .onConflict((oc) => oc.column('id').doUpdateSet({ config, updated_at: at }))
      .execute();
  }

  async settings(db: Db): Promise<unknown> {
    const row = await db
      .selectFrom('payment_settings')
      .select('config')
      .where('id', '=', 1)
      .executeTakeFirst();
    return row ? (JSON.parse(row.config) as unknown) : null;
  }

  async putSettings(db: Db, settings: PaymentSettings, at: Date): Promise<void> {
    const config = JSON.stringify(settings);
    await db
      .insertInto('payment_settings')
      .values({ id: 1, config, updated_at: at })
      .onConflict((oc) => oc.column('id').doUpdateSet({ config, updated_at: at }))
      .execute();
  }

  async block(db: Db, userId: number): Promise<{ deposit: boolean; withdrawal: boolean }> {
    const row = await db
      .selectFrom('payment_blocks')
      .select(['deposit', 'withdrawal'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ?? { deposit: false, withdrawal: false };
  }

  async putBlock(
    db: Db,
    row: { userId: number; deposit: boolean; withdrawal: boolean; reason: string | null; at: Date },
  ): Promise<void> {
    const values = {
      deposit: row.deposit,
      withdrawal: row.withdrawal,
      reason: row.reason,
      updated_at: row.at,
    };
    await db
      .insertInto('payment_blocks')
      .values({ user_id: row.userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  }
}
