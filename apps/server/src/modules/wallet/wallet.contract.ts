import type { Kysely } from 'kysely';
import type { HouseAccountKind, PlayerAccountKind } from '@sportsbook/core/ledger/ledger-account';
import type { Database } from '../../db/database';
import { serviceKey } from '../../platform/service-registry';
import type { AccountRef } from './accounts/currency-accounts.service';
import type { AppError } from '../../platform/http/app-error';
import type {
  LedgerTransactionInput,
  OneBalanceTransfer,
  Posted,
  ReserveInput,
} from './ledger/ledger.service';

export type { AccountRef } from './accounts/currency-accounts.service';
export type {
  BalanceAfter,
  LedgerTransactionInput,
  OneBalanceTransfer,
  Posted,
  ReserveInput,
} from './ledger/ledger.service';

/**
 * What other modules may ask of the wallet. Money moves only through the wallet's ledger (double entry,
 * integer minor units); other modules never touch its tables. Methods that must be atomic with the caller's
 * own rows accept the caller's transaction as `trx`.
 *
 * Refusals are `AppError`s the caller may catch by code: INSUFFICIENT_FUNDS, NOT_FOUND (closed account),
 * CONFLICT (pending transfer already resolved, transaction already reversed). A refusal writes nothing, so the
 * caller's transaction stays usable. Malformed postings (unbalanced, zero) are bugs and throw plain errors.
 */
export interface WalletService {
  /** Opens a currency account for a player; the first one becomes the main (active) account. */
  openAccount(
    input: { userId: number; currencyId: number },
    trx?: Kysely<Database>,
  ): Promise<{ accountId: number; isMain: boolean }>;

  /** The player's open currency accounts, main first, with which one is main and which active. */
  walletAccounts(
    userId: number,
    trx?: Kysely<Database>,
  ): Promise<(AccountRef & { isMain: boolean; isActive: boolean })[]>;

  /** The player's active currency account, or null before the first one is opened. */
  activeAccount(userId: number, trx?: Kysely<Database>): Promise<AccountRef | null>;

  /** The player's bonus, points (currency `PTS`) or advance-credit account in a currency, opened when missing. */
  playerAccount(
    trx: Kysely<Database>,
    input: { userId: number; kind: Exclude<PlayerAccountKind, 'wallet'>; currency: string },
  ): Promise<AccountRef>;

  /** The house's account of a kind in a currency (bets in play, house results, clearing, fees, ...). */
  houseAccountId(kind: HouseAccountKind, currency: string): number;

  /** Cached balance, holds, and what is available to spend, as `trx` sees them. */
  balanceOf(
    trx: Kysely<Database>,
    accountId: number,
  ): Promise<{ balanceMinor: bigint; reservedMinor: bigint; availableMinor: bigint }>;

  /**
   * Posts a transaction whose postings sum to zero per currency. A transaction that changes one player
   * account's balance answers that account as it left it (`moved`), so the caller need not read it again.
   */
  post(trx: Kysely<Database>, input: LedgerTransactionInput): Promise<Posted>;

  /**
   * A transaction that changes one player account's balance, checked but not posted: the arguments of the
   * wallet's SQL function ledger_transfer_one (migration 0101), for a module's own SQL function that posts it
   * in the same statement as its rows (a bet). When the function answers no row, `refusalOf` says why.
   */
  prepareOneBalance(db: Kysely<Database>, input: LedgerTransactionInput): Promise<OneBalanceTransfer>;

  /** Why an account refused a debit: INSUFFICIENT_FUNDS, or NOT_FOUND when it is closed. */
  refusalOf(db: Kysely<Database>, accountId: number): Promise<AppError>;

  /**
   * Holds an amount of a player account for a pending transfer (a stake, a withdrawal). Kinds starting with
   * `stake` count as the account's amountOfUnplacedBets.
   */
  reserve(trx: Kysely<Database>, input: ReserveInput): Promise<{ pendingId: bigint }>;

  /** Ends the hold and posts it (or less: `amountMinor`) to the credit account. */
  postPending(
    trx: Kysely<Database>,
    input: { pendingId: bigint; kind: string; amountMinor?: bigint; memo?: string },
  ): Promise<{ transactionId: bigint }>;

  /** Ends the hold; nothing moves. */
  voidPending(trx: Kysely<Database>, input: { pendingId: bigint }): Promise<void>;

  /** Corrects a transaction with one that negates each of its postings; once per transaction. */
  reverse(
    trx: Kysely<Database>,
    input: { transactionId: bigint; memo: string; kind?: string },
  ): Promise<{ transactionId: bigint }>;

  /** Moves money between two of the player's currency accounts at the operator's coefficients (truncated). */
  convert(
    trx: Kysely<Database>,
    input: { userId: number; fromAccountId: number; toAccountId: number; amountMinor: bigint },
  ): Promise<{ transactionId: bigint; convertedMinor: bigint }>;

  /**
   * Runs `work` in a transaction, repeated invisibly after a serialisation failure or deadlock; `work` must
   * write only through its `trx`.
   */
  transaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T>;

  /** `work` that writes in one statement (atomic by itself): no begin and commit, repeated like `transaction`. */
  statement<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T>;
}

export const WALLET_SERVICE = serviceKey<WalletService>('wallet');
