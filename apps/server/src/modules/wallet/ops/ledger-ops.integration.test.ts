import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../test/harness/test-app';
import { walletModule } from '../wallet.module';
import { EUR, USD, adjust, playerWithAccount } from '../wallet-test-support';

describeEachDatabase('ledger operator calls', (t) => {
  it('credits and debits the active account or a given currency, with the balance after', async () => {
    const { player, wallet } = await playerWithAccount(t());
    await wallet.openAccount({ userId: player.id, currencyId: EUR });
    const credit = await adjust(t(), {
      userId: player.id,
      direction: 'credit',
      amount: '10.5',
      idempotencyKey: 'c1',
    });
    expect(credit.statusCode).toBe(200);
    expect(credit.json().data).toMatchObject({ currency: 'USD', balance: '10.50', balanceMinor: '1050' });
    const eur = await adjust(t(), {
      userId: player.id,
      currencyId: EUR,
      direction: 'credit',
      amount: 3,
      idempotencyKey: 'c2',
    });
    expect(eur.json().data).toMatchObject({ currency: 'EUR', balance: '3.00' });
    const debit = await adjust(t(), {
      userId: player.id,
      direction: 'debit',
      amount: '0.50',
      idempotencyKey: 'd1',
    });
    expect(debit.json().data).toMatchObject({ balance: '10.00' });
    const over = await adjust(t(), {
      userId: player.id,
      direction: 'debit',
      amount: '10.01',
      idempotencyKey: 'd2',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      message: 'The balance is not enough',
      errors: [{ code: 'INSUFFICIENT_FUNDS', detail: 'The balance is not enough' }],
    });
  });

  it('refuses amounts the currency cannot hold, players without the account, and requests without the token', async () => {
    const { player } = await playerWithAccount(t());
    for (const amount of ['0', '0.001', '-1', 'ten']) {
      const response = await adjust(t(), {
        userId: player.id,
        direction: 'credit',
        amount,
        idempotencyKey: `bad-${amount}`,
      });
      expect(response.statusCode, amount).toBe(422);
    }
    const noAccount = await adjust(t(), {
      userId: player.id,
      currencyId: EUR,
      direction: 'credit',
      amount: '1',
      idempotencyKey: 'no-eur',
    });
    expect(noAccount.statusCode).toBe(404);
    const anonymous = await t().app.inject({
      method: 'POST',
      url: '/ops-api/ledger/adjustments',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers a repeated key with the first response and moves nothing; other parameters get 409', async () => {
    const { player } = await playerWithAccount(t(), USD);
    const body = {
      userId: player.id,
      direction: 'credit',
      amount: '7.00',
      idempotencyKey: 'same-key',
    } as const;
    const first = await adjust(t(), body);
    await adjust(t(), { ...body, amount: '1', idempotencyKey: 'other-key' });
    const repeat = await adjust(t(), { ...body, amount: '7' });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    const conflict = await adjust(t(), { ...body, amount: '7.01' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().errors[0].code).toBe('IDEMPOTENCY_CONFLICT');
    const accounts = await t().injectOps({
      method: 'GET',
      url: `/ops-api/ledger/accounts?userId=${player.id}`,
    });
    expect(accounts.json().data.accounts).toEqual([
      expect.objectContaining({
        kind: 'wallet',
        currency: 'USD',
        balanceMinor: '800',
        balance: '8.00',
        closed: false,
      }),
    ]);
  });

  it('reverses a transaction once per key, idempotently', async () => {
    const { player } = await playerWithAccount(t());
    const credit = (
      await adjust(t(), { userId: player.id, direction: 'credit', amount: '2', idempotencyKey: 'r0' })
    ).json();
    const reverse = (idempotencyKey: string) =>
      t().injectOps({
        method: 'POST',
        url: `/ops-api/ledger/transactions/${credit.data.transactionId}/reverse`,
        payload: { reason: 'credited by mistake', idempotencyKey },
      });
    const first = await reverse('r1');
    expect(first.json().data.reversesId).toBe(credit.data.transactionId);
    expect((await reverse('r1')).json()).toEqual(first.json());
    expect((await reverse('r2')).statusCode).toBe(409);
  });

  it('seeds the demo players’ accounts and balances once, however often it runs', async () => {
    const emails = ['demo@sportsbook.local', 'vip@sportsbook.local'];
    const existing = await t()
      .app.ctx.db.selectFrom('users')
      .select('id')
      .where('email', 'in', emails)
      .execute();
    if (existing.length === 0) for (const email of emails) await t().createPlayer({ email });
    await walletModule.seed!(t().app.ctx);
    await walletModule.seed!(t().app.ctx);
    const demo = await t()
      .app.ctx.db.selectFrom('users')
      .select('id')
      .where('email', '=', emails[0]!)
      .executeTakeFirstOrThrow();
    const accounts = await t().injectOps({
      method: 'GET',
      url: `/ops-api/ledger/accounts?userId=${demo.id}`,
    });
    expect(
      accounts
        .json()
        .data.accounts.map((a: { currency: string; balance: string }) => [a.currency, a.balance]),
    ).toEqual([
      ['USD', '1000.00'],
      ['EUR', '250.00'],
    ]);
  });

  it('reports a sound ledger, then names the transaction and the account a corrupted posting breaks', async () => {
    const { player, accountId } = await playerWithAccount(t());
    const credit = (
      await adjust(t(), { userId: player.id, direction: 'credit', amount: '5', idempotencyKey: 'k' })
    ).json();
    const check = () => t().injectOps({ method: 'GET', url: '/ops-api/ledger/check' });
    const sound = (await check()).json().data;
    expect(sound).toMatchObject({ ok: true, breaches: [] });
    expect(sound.transactions).toBeGreaterThan(0);

    const db = t().app.ctx.db;
    // The immutability trigger refuses this, so the corruption has to switch it off first, as an attacker would.
    await db.transaction().execute(async (trx) => {
      await sql`alter table ledger_postings disable trigger ledger_postings_immutable`.execute(trx);
      await sql`update ledger_postings set amount = amount + 1
        where transaction_id = ${credit.data.transactionId} and account_id = ${accountId}`.execute(trx);
      await sql`alter table ledger_postings enable trigger ledger_postings_immutable`.execute(trx);
    });
    const broken = (await check()).json().data;
    expect(broken.ok).toBe(false);
    expect(broken.breaches).toEqual([
      {
        kind: 'unbalanced_transaction',
        transactionId: credit.data.transactionId,
        currency: 'USD',
        sumMinor: '1',
      },
      { kind: 'balance_mismatch', accountId, cachedMinor: '500', postedMinor: '501' },
    ]);
  });

  it('names postings whose account or transaction is missing, and refuses to delete an account', async () => {
    const { accountId } = await playerWithAccount(t());
    const db = t().app.ctx.db;
    await expect(sql`delete from ledger_accounts where id = ${accountId}`.execute(db)).rejects.toThrow(
      /never deleted/,
    );
    const tx = await sql<{ id: string }>`insert into ledger_transactions (kind, created_at)
      values ('adjustment.credit', now()) returning id::text`.execute(db);
    const txId = Number(tx.rows[0]!.id);
    const postings = await sql<{
      id: string;
    }>`insert into ledger_postings (transaction_id, account_id, amount)
      values (${txId}, 999999, 1), (${999_999_999}, ${accountId}, -1) returning id::text`.execute(db);
    const [toNowhere, ofNothing] = postings.rows.map((row) => Number(row.id));
    const report = (await t().injectOps({ method: 'GET', url: '/ops-api/ledger/check' })).json().data;
    expect(report.breaches).toEqual(
      expect.arrayContaining([
        {
          kind: 'orphan_posting',
          postingId: toNowhere,
          transactionId: txId,
          accountId: 999999,
          missing: 'account',
        },
        {
          kind: 'orphan_posting',
          postingId: ofNothing,
          transactionId: 999_999_999,
          accountId,
          missing: 'transaction',
        },
      ]),
    );
  });
});
