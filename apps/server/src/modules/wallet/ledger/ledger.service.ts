import type { Kysely } from 'kysely';
import { applyDelta, availableMinor } from '@sportsbook/core/ledger/balance-rules';
import type { HouseAccountKind } from '@sportsbook/core/ledger/ledger-account';
import { LedgerInvariantError, LedgerRefusal } from '@sportsbook/core/ledger/ledger-refusal';
import { assertBalanced, netDeltas, reversePostings, type Posting } from '@sportsbook/core/ledger/posting';
import type { Database } from '../../../db/database';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/http/app-error';
import { refusal } from '../wallet.errors';
import { AccountMetaCache } from './account-meta.cache';
import type { AccountMeta, LedgerRepository, PostingRow, TransactionHeader } from './ledger.repository';
import { oneBalanceTransfer, type BalanceAfter, type OneBalanceTransfer } from './one-balance-transfer';
import type { PendingTransfersRepository } from './pending-transfers.repository';

export type { BalanceAfter, OneBalanceTransfer } from './one-balance-transfer';

type Db = Kysely<Database>;

export interface LedgerTransactionInput {
  /** What the movement is, `[a-z_.]`: `adjustment.credit`, `bet.stake`, `deposit`, ... */
  readonly kind: string;
  /** The business row it belongs to, `bet:123`. */
  readonly reference?: string;
  readonly memo?: string;
  readonly postings: readonly PostingRow[];
}

export interface Posted {
  readonly transactionId: bigint;
  /** The one cached balance the transaction changed, as it left it (absent when it changed none or several). */
  readonly moved?: BalanceAfter;
}

export interface ReserveInput {
  readonly kind: string;
  readonly debitAccountId: number;
  readonly creditAccountId: number;
  readonly amountMinor: bigint;
  readonly reference?: string;
}

/**
 * Double-entry movements. Every method runs inside the caller's transaction (`trx`), so a movement commits or
 * rolls back with the business row it belongs to. Cached balances change only here, together with the postings
 * that explain them; rows are locked in ascending id.
 */
export class LedgerService {
  private readonly metaCache = new AccountMetaCache();
  private readonly houseIds = new Map<string, number>();

  constructor(
    private readonly repository: LedgerRepository,
    private readonly pending: PendingTransfersRepository,
    private readonly clock: Clock,
  ) {}

  /** Loads the house accounts (created at start for every currency) into memory. */
  async loadHouseAccounts(db: Db): Promise<void> {
    for (const meta of await this.repository.houseAccounts(db)) {
      this.metaCache.add(meta);
      this.houseIds.set(`${meta.kind}:${meta.currency}`, meta.id);
    }
  }

  houseAccountId(kind: HouseAccountKind, currency: string): number {
    const id = this.houseIds.get(`${kind}:${currency}`);
    if (id === undefined) throw new LedgerInvariantError(`no ${kind} account in ${currency}`);
    return id;
  }

  async metas(db: Db, ids: readonly number[]): Promise<Map<number, AccountMeta>> {
    const missing = [...new Set(ids)].filter((id) => !this.metaCache.get(id));
    for (const meta of await this.repository.metas(db, missing)) this.metaCache.add(meta);
    const found = new Map<number, AccountMeta>();
    for (const id of ids) {
      const meta = this.metaCache.get(id);
      if (!meta) throw new AppError('NOT_FOUND', `Unknown ledger account ${id}`);
      found.set(id, meta);
    }
    return found;
  }

  /** The account's cached balance and holds, as this transaction sees them. */
  async balanceOf(
    db: Db,
    accountId: number,
  ): Promise<{ balanceMinor: bigint; reservedMinor: bigint; availableMinor: bigint }> {
    const state = await this.repository.accountState(db, accountId);
    if (!state) throw new AppError('NOT_FOUND', `Unknown ledger account ${accountId}`);
    return {
      balanceMinor: state.balanceMinor,
      reservedMinor: state.reservedMinor,
      availableMinor: availableMinor(state),
    };
  }

  /** A posted transaction. Refused (nothing written) when a debit would take an account below its floor. */
  async post(trx: Db, input: LedgerTransactionInput & { reversesId?: bigint }): Promise<Posted> {
    const { header, postings, tracked, metas } = await this.checked(trx, input);
    if (tracked.length === 1) {
      const transfer = oneBalanceTransfer(tracked[0]!, metas, header, postings);
      const moved = await this.repository.transferOneBalance(trx, transfer.args);
      if (moved === null) throw await this.refusalOf(trx, transfer.accountId);
      const { transactionId, ...state } = moved;
      return { transactionId, moved: transfer.after(state) };
    }
    if (tracked.length > 1) await this.lockAndApply(trx, tracked);
    return { transactionId: await this.repository.insertTransaction(trx, header, postings) };
  }

  /**
   * A transaction that changes exactly one cached balance, checked and ready for a caller's SQL function to
   * post in the same statement as its own rows (ledger_transfer_one, migration 0101).
   */
  async prepareOneBalance(db: Db, input: LedgerTransactionInput): Promise<OneBalanceTransfer> {
    const { header, postings, tracked, metas } = await this.checked(db, input);
    if (tracked.length !== 1) throw new LedgerInvariantError('the transaction does not change exactly one balance');
    return oneBalanceTransfer(tracked[0]!, metas, header, postings);
  }

  /** Why an account refused a debit: it is closed, or the funds are short. */
  async refusalOf(db: Db, accountId: number): Promise<AppError> {
    const state = await this.repository.accountState(db, accountId);
    return refusal(!state || state.closed ? 'ACCOUNT_CLOSED' : 'INSUFFICIENT_FUNDS');
  }

  /** The postings with their currencies, balanced, and the cached balances they change. */
  private async checked(db: Db, input: LedgerTransactionInput & { reversesId?: bigint }) {
    const metas = await this.metas(
      db,
      input.postings.map((p) => p.accountId),
    );
    const postings: Posting[] = input.postings.map((p) => ({
      ...p,
      currency: metas.get(p.accountId)!.currency,
    }));
    assertBalanced(postings);
    const header: TransactionHeader = {
      kind: input.kind,
      reference: input.reference ?? null,
      memo: input.memo ?? null,
      reversesId: input.reversesId ?? null,
      at: this.clock.now(),
    };
    const tracked = netDeltas(postings).filter(
      (d) => d.deltaMinor !== 0n && metas.get(d.accountId)!.tracksBalance,
    );
    return { header, postings: input.postings, tracked, metas };
  }

  /** Holds funds for a pending transfer (a stake, a withdrawal); post or void it later. */
  async reserve(trx: Db, input: ReserveInput): Promise<{ pendingId: bigint }> {
    if (input.amountMinor <= 0n) throw new LedgerInvariantError('a reservation must be positive');
    const metas = await this.metas(trx, [input.debitAccountId, input.creditAccountId]);
    const debit = metas.get(input.debitAccountId)!;
    if (!debit.tracksBalance || debit.currency !== metas.get(input.creditAccountId)!.currency) {
      throw new LedgerInvariantError('a reservation holds a player account against one of the same currency');
    }
    const pendingId = await this.pending.holdFunds(trx, {
      ...input,
      reference: input.reference ?? null,
      at: this.clock.now(),
    });
    if (pendingId === null) throw await this.refusalOf(trx, input.debitAccountId);
    return { pendingId };
  }

  /**
   * Second phase: the hold ends and `amountMinor` (the whole hold unless less is given, e.g. a stake the trader
   * cut) moves from the debit to the credit account as a posted transaction.
   */
  async postPending(
    trx: Db,
    input: { pendingId: bigint; kind: string; amountMinor?: bigint; memo?: string },
  ): Promise<{ transactionId: bigint }> {
    const pending = await this.openPending(trx, input.pendingId);
    const posted = input.amountMinor ?? pending.amount;
    if (posted <= 0n || posted > pending.amount) throw refusal('POST_EXCEEDS_RESERVED');
    const metas = await this.metas(trx, [pending.debit_account_id, pending.credit_account_id]);
    // Both rows locked in id order and checked before either is written: once the hold is released, the post
    // below cannot be refused (the debit only takes part of what the hold kept available).
    const locked = await this.repository.lockAccounts(
      trx,
      metas.get(pending.credit_account_id)!.tracksBalance
        ? [pending.debit_account_id, pending.credit_account_id]
        : [pending.debit_account_id],
    );
    if (locked.some((row) => row.closed)) throw refusal('ACCOUNT_CLOSED');
    await this.pending.releaseHold(trx, pending.debit_account_id, pending.amount);
    const { transactionId } = await this.post(trx, {
      kind: input.kind,
      ...(pending.reference ? { reference: pending.reference } : {}),
      ...(input.memo ? { memo: input.memo } : {}),
      postings: [
        { accountId: pending.debit_account_id, amountMinor: -posted },
        { accountId: pending.credit_account_id, amountMinor: posted },
      ],
    });
    await this.pending.resolvePending(trx, pending.id, {
      status: 'posted',
      postedMinor: posted,
      transactionId,
      at: this.clock.now(),
    });
    return { transactionId };
  }

  /** Second phase, cancelled: the hold ends and nothing moves. */
  async voidPending(trx: Db, input: { pendingId: bigint }): Promise<void> {
    const pending = await this.openPending(trx, input.pendingId);
    await this.pending.releaseHold(trx, pending.debit_account_id, pending.amount);
    await this.pending.resolvePending(trx, pending.id, {
      status: 'voided',
      postedMinor: null,
      transactionId: null,
      at: this.clock.now(),
    });
  }

  /** A correction: a new transaction with every posting of the original negated. Once per transaction. */
  async reverse(
    trx: Db,
    input: { transactionId: bigint; memo: string; kind?: string },
  ): Promise<{ transactionId: bigint }> {
    const original = await this.repository.lockTransaction(trx, input.transactionId);
    if (!original) throw new AppError('NOT_FOUND', `Unknown ledger transaction ${input.transactionId}`);
    if (original.reversedById !== null) throw refusal('ALREADY_REVERSED');
    const postings = await this.repository.postingsOf(trx, input.transactionId);
    return this.post(trx, {
      kind: input.kind ?? 'reversal',
      reference: `ledger:${input.transactionId}`,
      memo: input.memo,
      reversesId: input.transactionId,
      postings: reversePostings(postings).map(({ accountId, amountMinor }) => ({ accountId, amountMinor })),
    });
  }

  private async openPending(trx: Db, pendingId: bigint) {
    const pending = await this.pending.lockPending(trx, pendingId);
    if (!pending) throw new AppError('NOT_FOUND', `Unknown pending transfer ${pendingId}`);
    if (pending.status !== 'pending') throw refusal('PENDING_NOT_OPEN');
    return pending;
  }

  private async lockAndApply(
    trx: Db,
    deltas: readonly { accountId: number; deltaMinor: bigint }[],
  ): Promise<void> {
    const rows = await this.repository.lockAccounts(
      trx,
      deltas.map((d) => d.accountId),
    );
    for (const delta of deltas) {
      const row = rows.find((r) => r.id === delta.accountId)!;
      if (row.closed) throw refusal('ACCOUNT_CLOSED');
      try {
        applyDelta(row, delta.deltaMinor);
      } catch (error) {
        throw error instanceof LedgerRefusal ? refusal(error.reason) : error;
      }
    }
    await this.repository.addToBalances(trx, deltas);
  }
}
