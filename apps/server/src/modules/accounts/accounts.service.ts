import type { Kysely } from 'kysely';
import type { UserSettings } from '@sportsbook/core/api/routes/account-area.routes';
import type { Database } from '../../db/database';
import { serviceKey } from '../../platform/service-registry';

/** A payer as their bank identified them to a payment provider (pay and play). */
export interface VerifiedPayer {
  readonly firstName: string;
  readonly lastName: string;
  /** yyyy-MM-dd */
  readonly birthDate: string;
  /** ISO 3166 alpha-2, upper case */
  readonly countryIso: string;
  readonly email: string;
}

/** Why a verified payer gets no account: the registration's own rules. */
export type PayerRefusal = 'email_taken' | 'underage' | 'unknown_country';

export interface NewPayerAccount {
  readonly payer: VerifiedPayer;
  readonly market: { readonly partnerId: number; readonly language: string };
  readonly currencyId: number;
  readonly countryId: number;
  readonly passwordHash: string;
  readonly ip: string | null;
}

/** What other modules may ask of accounts. */
export interface AccountsService {
  /** A player's settings (odds format, sports hidden from line and live). */
  settings(userId: number): Promise<UserSettings>;
  /** Pay and play: why this payer may not register, or the country to open the account in. No transaction. */
  checkPayer(
    payer: VerifiedPayer,
    market: NewPayerAccount['market'],
  ): Promise<{ refusal: PayerRefusal } | { countryId: number }>;
  /** A password hash for a new payer's account, made before the transaction (hashing is slow). */
  payerPasswordHash(): Promise<string>;
  /** Creates a verified payer's player and main account inside the caller's transaction. */
  createPayer(input: NewPayerAccount, trx: Kysely<Database>): Promise<{ userId: number; accountId: number }>;
}

export const ACCOUNTS_SERVICE = serviceKey<AccountsService>('accounts');
