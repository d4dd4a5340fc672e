import type { Paycheck, PaymentHistoryPage } from '@sportsbook/core/payments/payment.schema';
import { formatScaled } from '@sportsbook/core/money/decimal-text';
import { AppError } from '../../../platform/http/app-error';
import { archiveBefore, type PaymentsDeps } from '../payments-deps';
import type { PaymentFilter } from '../payments.repository';
import { toPaymentView } from '../payment-view';

export const HISTORY_PAGE_SIZE = 20;

const OPEN_WITHDRAWALS = ['pending', 'approved', 'processing'] as const;

/** What both history lists take: the archive or not, a page, and optionally one source (a method id). */
export interface HistoryQuery {
  readonly includeArchive: boolean;
  readonly page: number;
  readonly source: string | undefined;
}

/**
 * The player's payment lists. The main account's history holds the payments of the main currency account; the
 * "virtual" accounts' history those of every other currency account (or of one). Older payments than the archive
 * age are listed only when asked for.
 */
export class PaymentHistoryService {
  constructor(private readonly deps: PaymentsDeps) {}

  async mainAccount(userId: number, input: HistoryQuery): Promise<PaymentHistoryPage> {
    const main = (await this.deps.wallet.walletAccounts(userId)).find((account) => account.isMain);
    return this.page(
      { userId, accounts: { ids: main ? [main.accountId] : [], exclude: false }, ...this.narrowed(input) },
      input.page,
    );
  }

  async otherAccounts(
    userId: number,
    input: HistoryQuery & { accountId: number | undefined },
  ): Promise<PaymentHistoryPage> {
    const main = (await this.deps.wallet.walletAccounts(userId)).find((account) => account.isMain);
    const accounts =
      input.accountId !== undefined && input.accountId !== main?.accountId
        ? { ids: [input.accountId], exclude: false }
        : input.accountId !== undefined
          ? { ids: [], exclude: false }
          : { ids: main ? [main.accountId] : [], exclude: true };
    return this.page({ userId, accounts, ...this.narrowed(input) }, input.page);
  }

  requests(userId: number, input: { page: number; onlyOpen: boolean }): Promise<PaymentHistoryPage> {
    return this.page(
      { userId, kind: 'withdrawal', ...(input.onlyOpen ? { statuses: OPEN_WITHDRAWALS } : {}) },
      input.page,
    );
  }

  async paycheck(userId: number, paymentId: bigint, lang: string): Promise<Paycheck> {
    const { deps } = this;
    const payment = await deps.repository.find(deps.db, paymentId);
    if (!payment || payment.user_id !== userId) throw new AppError('NOT_FOUND', 'No such payment');
    const currency = await deps.reference.getCurrency(payment.currency, lang);
    const refunds = await deps.repository.refundsOf(deps.db, payment.id);
    return {
      payment: toPaymentView(payment, archiveBefore(deps)),
      providerReference: payment.provider_ref,
      accountName: currency?.name ?? payment.currency,
      refunds: refunds.map((refund) => ({
        amount: formatScaled(refund.amount, payment.scale),
        status: refund.status,
        createdAt: refund.created_at.toISOString(),
      })),
    };
  }

  private narrowed(input: HistoryQuery): Pick<PaymentFilter, 'since' | 'methodId'> {
    return {
      ...(input.includeArchive ? {} : { since: archiveBefore(this.deps) }),
      ...(input.source === undefined ? {} : { methodId: input.source }),
    };
  }

  private async page(filter: PaymentFilter, page: number): Promise<PaymentHistoryPage> {
    const { rows, total } = await this.deps.repository.list(this.deps.db, filter, {
      offset: (page - 1) * HISTORY_PAGE_SIZE,
      limit: HISTORY_PAGE_SIZE,
    });
    const before = archiveBefore(this.deps);
    return {
      items: rows.map((row) => toPaymentView(row, before)),
      page,
      pageSize: HISTORY_PAGE_SIZE,
      total,
      hasMore: page * HISTORY_PAGE_SIZE < total,
    };
  }
}
