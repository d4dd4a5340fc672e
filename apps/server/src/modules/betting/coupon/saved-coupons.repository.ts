import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';

/** Saved coupons by partner and booking code (or by their guid). */
export class SavedCouponsRepository {
  async insert(
    db: Kysely<Database>,
    row: {
      partnerId: number;
      code: string;
      guid: string;
      coupon: Record<string, unknown>;
      userId: number | null;
      at: Date;
    },
  ): Promise<boolean> {
    const inserted = await db
      .insertInto('saved_coupons')
      .values({
        partner_id: row.partnerId,
        code: row.code,
        guid: row.guid,
        coupon: JSON.stringify(row.coupon),
        user_id: row.userId,
        created_at: row.at,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('code')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async find(
    db: Kysely<Database>,
    partnerId: number,
    codeOrGuid: string,
  ): Promise<Record<string, unknown> | undefined> {
    const row = await db
      .selectFrom('saved_coupons')
      .select('coupon')
      .where((eb) =>
        eb.or([
          eb.and([eb('partner_id', '=', partnerId), eb('code', '=', codeOrGuid.toUpperCase())]),
          eb('guid', '=', codeOrGuid),
        ]),
      )
      .executeTakeFirst();
    return row?.coupon;
  }
}
