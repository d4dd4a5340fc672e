import type { Kysely } from 'kysely';
import type { WalletAccount } from '@sportsbook/core/api/schemas/wallet-account.schema';
import { POINTS_UNIT, type PlayerAccountKind } from '@sportsbook/core/ledger/ledger-account';
import type { Currency } from '@sportsbook/core/reference/reference.schema';
import type { Database } from '../../../db/database';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/http/app-error';
import type { ReferenceService } from '../../reference/reference.service';
import type { CurrencyBook } from '../currency-book';
import { moneyTransaction } from '../money-transaction';
import { toWalletAccounts } from './balance-view';
import type { CurrencyAccountsRepository } from './currency-accounts.repository';

type Db = Kysely<Database>;

export interface AccountRef {
  readonly accountId: number;
  readonly currency: string;
  readonly currencyId: number | null;
  readonly scale: number;
}

/** A player's currency accounts: open, delete (empty only), choose the active one, list with balances. */
export class CurrencyAccountsService {
  constructor(
    private readonly db: Db,
    private readonly repository: CurrencyAccountsRepository,
    private readonly currencies: CurrencyBook,
    /** For currency names in the player's language, read outside transactions only. */
    private readonly reference: ReferenceService,
    private readonly clock: Clock,
  ) {}

  currencyById(currencyId: number, options: { shownOnly: boolean }): Currency {
    const currency = this.currencies.findById(currencyId);
    if (!currency || (options.shownOnly && currency.hide)) {
      throw AppError.validation(
        { currency_id: ['validation_invalid_value'] },
        `Currency ${currencyId} is not offered`,
      );
    }
    return currency;
  }

  /**
   * Opens (or reopens) the player's account in a currency; the first becomes main and active. Opening one that is
   * open already answers it unchanged, so a repeated registration step is harmless.
   */
  async openAccount(
    input: { userId: number; currencyId: number },
    trx?: Db,
  ): Promise<{ accountId: number; isMain: boolean; created: boolean }> {
    if (!trx) return moneyTransaction(this.db, (own) => this.openAccount(input, own));
    const currency = this.currencyById(input.currencyId, { shownOnly: true });
    const holder = await this.repository.lockHolder(trx, input.userId);
    const existing = await this.repository.findAccount(trx, input.userId, 'wallet', currency.code);
    let accountId = existing?.id;
    if (existing?.closed_at) await this.repository.reopen(trx, existing.id);
    accountId ??= await this.repository.insertAccount(trx, {
      userId: input.userId,
      kind: 'wallet',
      currency: currency.code,
      currencyId: currency.id,
      scale: currency.decimals,
      at: this.clock.now(),
    });
    if (holder.mainAccountId === null) {
      await this.repository.setHolder(trx, input.userId, {
        mainAccountId: accountId,
        activeAccountId: accountId,
      });
    }
    return {
      accountId,
      isMain: (holder.mainAccountId ?? accountId) === accountId,
      created: existing === undefined || existing.closed_at !== null,
    };
  }

  /**
   * The player's bonus, points or advance-credit account in a currency (points: `PTS`), opened when missing. For
   * the modules that pay bonuses and points or grant advance bets.
   */
  async playerAccount(
    trx: Db,
    input: { userId: number; kind: PlayerAccountKind; currency: string },
  ): Promise<AccountRef> {
    const existing = await this.repository.findAccount(trx, input.userId, input.kind, input.currency);
    if (existing) return toRef(existing);
    const unit =
      input.currency === POINTS_UNIT.code
        ? { currencyId: null, scale: POINTS_UNIT.scale }
        : this.unitOf(input.currency);
    await this.repository.lockHolder(trx, input.userId);
    const again = await this.repository.findAccount(trx, input.userId, input.kind, input.currency);
    if (again) return toRef(again);
    const accountId = await this.repository.insertAccount(trx, {
      ...input,
      ...unit,
      at: this.clock.now(),
    });
    return { accountId, currency: input.currency, ...unit };
  }

  async activeAccount(userId: number, db: Db = this.db): Promise<AccountRef | null> {
    const row = await this.repository.activeAccount(db, userId);
    return row ? toRef(row) : null;
  }

  async walletAccounts(
    userId: number,
    db: Db = this.db,
  ): Promise<(AccountRef & { isMain: boolean; isActive: boolean })[]> {
    // One after the other: inside a transaction both share its one connection.
    const rows = await this.repository.openAccounts(db, userId);
    const holder = await this.repository.holder(db, userId);
    return rows
      .filter((row) => row.kind === 'wallet')
      .map((row) => ({
        ...toRef(row),
        isMain: row.id === holder.mainAccountId,
        isActive: row.id === holder.activeAccountId,
      }))
      .sort((a, b) => Number(b.isMain) - Number(a.isMain) || a.accountId - b.accountId);
  }

  async walletAccount(db: Db, userId: number, currencyId: number): Promise<AccountRef | null> {
    const currency = this.currencyById(currencyId, { shownOnly: false });
    const row = await this.repository.findAccount(db, userId, 'wallet', currency.code);
    return row && !row.closed_at ? toRef(row) : null;
  }

  async deleteAccount(userId: number, accountId: number): Promise<void> {
    await moneyTransaction(this.db, async (trx) => {
      const holder = await this.repository.lockHolder(trx, userId);
      const account = await this.repository.ownAccount(trx, userId, accountId);
      if (!account || account.kind !== 'wallet' || account.closed_at)
        throw new AppError('NOT_FOUND', 'No such account');
      if (accountId === holder.mainAccountId || accountId === holder.activeAccountId)
        throw new AppError('ACCOUNT_IN_USE');
      // Bonus money and advance credit in the currency belong to the account too.
      const related = await Promise.all(
        (['bonus', 'advance_credit'] as const).map((kind) =>
          this.repository.findAccount(trx, userId, kind, account.currency),
        ),
      );
      const holding = related.some((r) => r && (r.balance !== 0n || r.reserved !== 0n));
      if (holding || !(await this.repository.closeIfEmpty(trx, accountId, this.clock.now()))) {
        throw new AppError('ACCOUNT_NOT_EMPTY');
      }
    });
  }

  async setActive(userId: number, accountId: number): Promise<void> {
    await moneyTransaction(this.db, async (trx) => {
      const holder = await this.repository.lockHolder(trx, userId);
      const account = await this.repository.ownAccount(trx, userId, accountId);
      if (!account || account.kind !== 'wallet' || account.closed_at)
        throw new AppError('NOT_FOUND', 'No such account');
      await this.repository.setHolder(trx, userId, { ...holder, activeAccountId: accountId });
    });
  }

  /** What `user/balance` lists: currency accounts (main first), then bonus accounts, then points. */
  async accounts(userId: number, lang?: string): Promise<WalletAccount[]> {
    const [rows, holder, currencies] = await Promise.all([
      this.repository.openAccounts(this.db, userId),
      this.repository.holder(this.db, userId),
      this.reference.getCurrencies({ includeHidden: true, ...(lang ? { lang } : {}) }),
    ]);
    const stakes = await this.repository.pendingStakes(
      this.db,
      rows.map((r) => r.id),
    );
    return toWalletAccounts({ rows, holder, currencies, stakes });
  }

  private unitOf(code: string): { currencyId: number; scale: number } {
    const currency = this.currencies.findByCode(code);
    if (!currency) throw new AppError('NOT_FOUND', `Unknown currency ${code}`);
    return { currencyId: currency.id, scale: currency.decimals };
  }
}

function toRef(row: { id: number; currency: string; currency_id: number | null; scale: number }): AccountRef {
  return { accountId: row.id, currency: row.currency, currencyId: row.currency_id, scale: row.scale };
}
