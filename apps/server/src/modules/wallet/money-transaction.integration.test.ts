import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness/test-app';
import type { Database } from '../../db/database';
import { AppError } from '../../platform/http/app-error';
import { moneyTransaction } from './money-transaction';
import { playerWithAccount } from './wallet-test-support';

/** PostgreSQL only: PGlite runs one transaction at a time, so it can neither deadlock nor fail to serialise. */
describe('moneyTransaction [postgres]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t?.close());

  const lock = (trx: Kysely<Database>, id: number) =>
    sql`select id from ledger_accounts where id = ${id} for update`.execute(trx);

  it('runs the deadlock victim again, so both callers succeed and neither sees the deadlock', async () => {
    const a = (await playerWithAccount(t)).accountId;
    const b = (await playerWithAccount(t)).accountId;
    let attempts = 0;
    let bothHoldOne!: () => void;
    const firstLocksTaken = new Promise<void>((resolve) => {
      let held = 0;
      bothHoldOne = () => (++held === 2 ? resolve() : undefined);
    });
    // Opposite lock orders, each waiting (on its first attempt only) until the other holds its first row.
    const crosswise = (first: number, second: number) =>
      moneyTransaction(t.app.ctx.db, async (trx) => {
        attempts += 1;
        await lock(trx, first);
        if (attempts <= 2) {
          bothHoldOne();
          await firstLocksTaken;
        }
        await lock(trx, second);
        return 'done';
      });
    expect(await Promise.all([crosswise(a, b), crosswise(b, a)])).toEqual(['done', 'done']);
    expect(attempts).toBe(3);
  });

  it('does not repeat work that failed for any other reason', async () => {
    let attempts = 0;
    const failing = moneyTransaction(t.app.ctx.db, async () => {
      attempts += 1;
      throw new AppError('INSUFFICIENT_FUNDS');
    });
    await expect(failing).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(attempts).toBe(1);
  });
});
