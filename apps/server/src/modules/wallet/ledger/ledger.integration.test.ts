import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase, type TestApp } from '../../../../test/harness/test-app';
import { AppError } from '../../../platform/http/app-error';
import { checkLedger } from '../check/ledger-check';
import { EUR, USD, playerWithAccount } from '../wallet-test-support';

async function codeOf(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

async function funded(t: TestApp, minor: bigint) {
  const setup = await playerWithAccount(t);
  const { wallet, accountId } = setup;
  const house = wallet.houseAccountId('adjustments', 'USD');
  if (minor > 0n) {
    await wallet.transaction((trx) =>
      wallet.post(trx, {
        kind: 'adjustment.credit',
        postings: [
          { accountId: house, amountMinor: -minor },
          { accountId, amountMinor: minor },
        ],
      }),
    );
  }
  const balance = () => wallet.transaction((trx) => wallet.balanceOf(trx, accountId));
  return { ...setup, house, balance, inPlay: wallet.houseAccountId('bets_in_play', 'USD') };
}

describeEachDatabase('ledger', (t) => {
  it('posts balanced transactions, refuses a debit beyond the balance, and writes nothing when it does', async () => {
    const { wallet, accountId, house, balance } = await funded(t(), 1000n);
    const debit = (minor: bigint) =>
      wallet.transaction((trx) =>
        wallet.post(trx, {
          kind: 'adjustment.debit',
          postings: [
            { accountId, amountMinor: -minor },
            { accountId: house, amountMinor: minor },
          ],
        }),
      );
    expect(await codeOf(() => debit(1001n))).toBe('INSUFFICIENT_FUNDS');
    await debit(1000n);
    expect(await balance()).toEqual({ balanceMinor: 0n, reservedMinor: 0n, availableMinor: 0n });
    expect((await checkLedger(t().app.ctx.db, new Date())).ok).toBe(true);
  });

  it('refuses postings that do not sum to zero per currency, whatever the accounts', async () => {
    const { wallet, accountId, house } = await funded(t(), 0n);
    const eurHouse = wallet.houseAccountId('adjustments', 'EUR');
    await expect(
      wallet.transaction((trx) =>
        wallet.post(trx, {
          kind: 'broken',
          postings: [
            { accountId: eurHouse, amountMinor: -100n },
            { accountId, amountMinor: 100n },
          ],
        }),
      ),
    ).rejects.toThrow(/sum to zero/);
    await expect(
      wallet.transaction((trx) =>
        wallet.post(trx, { kind: 'broken', postings: [{ accountId: house, amountMinor: 5n }] }),
      ),
    ).rejects.toThrow(/two postings/);
  });

  it('leaves the caller’s transaction usable after a refusal, so it can commit its other work', async () => {
    const { wallet, accountId, house, balance } = await funded(t(), 300n);
    await wallet.transaction(async (trx) => {
      const tooMuch = {
        kind: 'stake',
        debitAccountId: accountId,
        creditAccountId: house,
        amountMinor: 301n,
      };
      expect(await codeOf(() => wallet.reserve(trx, tooMuch))).toBe('INSUFFICIENT_FUNDS');
      await wallet.reserve(trx, { ...tooMuch, amountMinor: 300n });
    });
    expect(await balance()).toEqual({ balanceMinor: 300n, reservedMinor: 300n, availableMinor: 0n });
  });

  it('reserves, then posts all, part, or nothing of a hold, each exactly once', async () => {
    const { wallet, accountId, inPlay, balance } = await funded(t(), 1000n);
    const hold = (minor: bigint) =>
      wallet.transaction((trx) =>
        wallet.reserve(trx, {
          kind: 'stake',
          debitAccountId: accountId,
          creditAccountId: inPlay,
          amountMinor: minor,
        }),
      );
    const a = await hold(400n);
    const b = await hold(300n);
    const c = await hold(300n);
    expect(await balance()).toEqual({ balanceMinor: 1000n, reservedMinor: 1000n, availableMinor: 0n });
    expect(await codeOf(() => hold(1n))).toBe('INSUFFICIENT_FUNDS');

    await wallet.transaction((trx) => wallet.postPending(trx, { pendingId: a.pendingId, kind: 'bet.stake' }));
    await wallet.transaction((trx) =>
      wallet.postPending(trx, { pendingId: b.pendingId, kind: 'bet.stake', amountMinor: 120n }),
    );
    await wallet.transaction((trx) => wallet.voidPending(trx, c));
    expect(await balance()).toEqual({ balanceMinor: 480n, reservedMinor: 0n, availableMinor: 480n });

    for (const pending of [a, b, c]) {
      expect(await codeOf(() => wallet.transaction((trx) => wallet.voidPending(trx, pending)))).toBe(
        'CONFLICT',
      );
      expect(
        await codeOf(() =>
          wallet.transaction((trx) => wallet.postPending(trx, { ...pending, kind: 'bet.stake' })),
        ),
      ).toBe('CONFLICT');
    }
    const d = await hold(10n);
    expect(
      await codeOf(() =>
        wallet.transaction((trx) => wallet.postPending(trx, { ...d, kind: 'x', amountMinor: 11n })),
      ),
    ).toBe('BAD_REQUEST');
    expect((await checkLedger(t().app.ctx.db, new Date())).ok).toBe(true);
  });

  it('refuses to post a hold to a closed account and keeps the hold as it was', async () => {
    const { wallet, accountId, balance } = await funded(t(), 100n);
    const payee = await playerWithAccount(t());
    const pending = await wallet.transaction((trx) =>
      wallet.reserve(trx, {
        kind: 'transfer',
        debitAccountId: accountId,
        creditAccountId: payee.accountId,
        amountMinor: 60n,
      }),
    );
    await sql`update ledger_accounts set closed_at = now() where id = ${payee.accountId}`.execute(
      t().app.ctx.db,
    );
    await wallet.transaction(async (trx) => {
      expect(await codeOf(() => wallet.postPending(trx, { ...pending, kind: 'transfer' }))).toBe('NOT_FOUND');
    });
    expect(await balance()).toEqual({ balanceMinor: 100n, reservedMinor: 60n, availableMinor: 40n });
    await wallet.transaction((trx) => wallet.voidPending(trx, pending));
    expect((await checkLedger(t().app.ctx.db, new Date())).ok).toBe(true);
  });

  it('corrects by a reversing transaction, once, and only while the money is still there', async () => {
    const { wallet, accountId, house, balance } = await funded(t(), 0n);
    const credit = await wallet.transaction((trx) =>
      wallet.post(trx, {
        kind: 'adjustment.credit',
        postings: [
          { accountId: house, amountMinor: -700n },
          { accountId, amountMinor: 700n },
        ],
      }),
    );
    const spend = await wallet.transaction((trx) =>
      wallet.post(trx, {
        kind: 'adjustment.debit',
        postings: [
          { accountId, amountMinor: -500n },
          { accountId: house, amountMinor: 500n },
        ],
      }),
    );
    const reverseCredit = () =>
      wallet.transaction((trx) => wallet.reverse(trx, { ...credit, memo: 'wrong player' }));
    expect(await codeOf(reverseCredit)).toBe('INSUFFICIENT_FUNDS');
    await wallet.transaction((trx) => wallet.reverse(trx, { ...spend, memo: 'refund' }));
    const reversal = await reverseCredit();
    expect(await codeOf(reverseCredit)).toBe('CONFLICT');
    expect(await balance()).toMatchObject({ balanceMinor: 0n });

    const view = await t().injectOps({
      method: 'GET',
      url: `/ops-api/ledger/transactions/${reversal.transactionId}`,
    });
    expect(view.json().data).toMatchObject({
      kind: 'reversal',
      reversesId: Number(credit.transactionId),
      postings: [
        { accountId: house, currency: 'USD', amountMinor: '700' },
        { accountId, currency: 'USD', amountMinor: '-700' },
      ],
    });
    const original = await t().injectOps({
      method: 'GET',
      url: `/ops-api/ledger/transactions/${credit.transactionId}`,
    });
    expect(original.json().data.reversedById).toBe(Number(reversal.transactionId));
  });

  it('keeps postings and transactions immutable in the database itself', async () => {
    const { transactionId } = await (async () => {
      const { wallet, accountId, house } = await funded(t(), 0n);
      return wallet.transaction((trx) =>
        wallet.post(trx, {
          kind: 'adjustment.credit',
          postings: [
            { accountId: house, amountMinor: -1n },
            { accountId, amountMinor: 1n },
          ],
        }),
      );
    })();
    const db = t().app.ctx.db;
    await expect(
      sql`update ledger_postings set amount = amount * 2 where transaction_id = ${transactionId}`.execute(db),
    ).rejects.toThrow(/immutable/);
    await expect(
      sql`delete from ledger_transactions where id = ${transactionId}`.execute(db),
    ).rejects.toThrow(/immutable/);
    // Reversing twice is refused by the database too, past the wallet's own check (rolled back: no postings).
    const reversal = sql`insert into ledger_transactions (kind, reverses_id, created_at)
      values ('reversal', ${transactionId}, now())`;
    await expect(
      db.transaction().execute(async (trx) => {
        await reversal.execute(trx);
        await reversal.execute(trx);
      }),
    ).rejects.toThrow(/ledger_transactions_reversal_uq/);
  });

  it('converts between a player’s accounts at the coefficients, truncating, each currency summing to zero', async () => {
    const { player, wallet, accountId: usd } = await funded(t(), 10_000n);
    const { accountId: eur } = await wallet.openAccount({ userId: player.id, currencyId: EUR });
    // Seed coefficients: 1 USD = 1 base, 1 base = 0.86 EUR; 33.33 USD -> 28.6638 EUR -> 28.66.
    const result = await wallet.transaction((trx) =>
      wallet.convert(trx, { userId: player.id, fromAccountId: usd, toAccountId: eur, amountMinor: 3333n }),
    );
    expect(result.convertedMinor).toBe(2866n);
    const balances = await wallet.transaction(async (trx) => [
      (await wallet.balanceOf(trx, usd)).balanceMinor,
      (await wallet.balanceOf(trx, eur)).balanceMinor,
    ]);
    expect(balances).toEqual([6667n, 2866n]);
    const stranger = await playerWithAccount(t(), USD);
    expect(
      await codeOf(() =>
        wallet.transaction((trx) =>
          wallet.convert(trx, {
            userId: stranger.player.id,
            fromAccountId: usd,
            toAccountId: eur,
            amountMinor: 1n,
          }),
        ),
      ),
    ).toBe('NOT_FOUND');
    expect((await checkLedger(t().app.ctx.db, new Date())).ok).toBe(true);
  });
});
