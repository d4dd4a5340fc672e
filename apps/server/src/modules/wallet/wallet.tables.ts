import type { ColumnType, Generated } from 'kysely';
import type { LedgerAccountKind } from '@sportsbook/core/ledger/ledger-account';

/** bigint minor units: read and written as bigint (the int8 parser of create-database.ts). */
type Minor = ColumnType<bigint, bigint | undefined, bigint>;
/** bigint identity: generated on insert, read as bigint. */
type BigId = ColumnType<bigint, bigint | undefined, never>;

export interface LedgerAccountsTable {
  id: Generated<number>;
  kind: LedgerAccountKind;
  user_id: number | null;
  currency: string;
  currency_id: number | null;
  scale: number;
  floor_zero: boolean;
  tracks_balance: boolean;
  balance: Minor;
  reserved: Minor;
  created_at: Date;
  closed_at: Date | null;
}

export interface WalletHoldersTable {
  user_id: number;
  main_account_id: number | null;
  active_account_id: number | null;
}

export interface LedgerTransactionsTable {
  id: BigId;
  kind: string;
  reference: string | null;
  memo: string | null;
  reverses_id: bigint | null;
  created_at: Date;
}

export interface LedgerPostingsTable {
  id: BigId;
  transaction_id: bigint;
  account_id: number;
  amount: bigint;
}

export interface LedgerPendingTable {
  id: BigId;
  kind: string;
  debit_account_id: number;
  credit_account_id: number;
  amount: bigint;
  status: 'pending' | 'posted' | 'voided';
  reference: string | null;
  posted_amount: bigint | null;
  transaction_id: bigint | null;
  created_at: Date;
  resolved_at: Date | null;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  fingerprint: string;
  /** The first response as JSON text; null only inside the transaction that claimed the key. */
  response: string | null;
  created_at: Date;
}

export interface WalletTables {
  ledger_accounts: LedgerAccountsTable;
  wallet_holders: WalletHoldersTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_postings: LedgerPostingsTable;
  ledger_pending: LedgerPendingTable;
  idempotency_keys: IdempotencyKeysTable;
}
