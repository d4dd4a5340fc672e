import { HOUSE_ACCOUNT_KINDS, POINTS_UNIT } from '@sportsbook/core/ledger/ledger-account';
import type { ModuleContext, ServerModule } from '../../platform/module';
import { REFERENCE_CHANGED_CHANNEL, REFERENCE_SERVICE } from '../reference/reference.service';
import { ConversionService } from './accounts/conversion.service';
import { CurrencyAccountsRepository } from './accounts/currency-accounts.repository';
import { registerCurrencyAccountRoutes } from './accounts/currency-accounts.routes';
import { CurrencyAccountsService } from './accounts/currency-accounts.service';
import { CurrencyBook } from './currency-book';
import { seedDemoBalances } from './demo-balances.seed';
import { IdempotencyRepository } from './idempotency/idempotency.repository';
import { createIdempotencyService, IDEMPOTENCY_SERVICE } from './idempotency/idempotency.service';
import { LedgerRepository } from './ledger/ledger.repository';
import { LedgerService } from './ledger/ledger.service';
import { PendingTransfersRepository } from './ledger/pending-transfers.repository';
import { moneyStatement, moneyTransaction } from './money-transaction';
import { AdjustmentService } from './ops/adjustment.service';
import { registerLedgerOpsRoutes } from './ops/ledger-ops.routes';
import { WALLET_SERVICE, type WalletService } from './wallet.contract';

interface WalletParts {
  readonly repository: LedgerRepository;
  readonly ledger: LedgerService;
  readonly accounts: CurrencyAccountsService;
  readonly currencies: CurrencyBook;
  readonly adjustments: AdjustmentService;
  readonly unsubscribe: () => Promise<void>;
}

/** Per app, since tests run several apps in one process. */
const parts = new WeakMap<ModuleContext, WalletParts>();

function partsOf(ctx: ModuleContext): WalletParts {
  const found = parts.get(ctx);
  if (!found) throw new Error('wallet module not provided');
  return found;
}

/** Every currency gets its house accounts at start, so no movement ever has to create one mid-transaction. */
async function ensureHouseAccounts(
  ctx: ModuleContext,
  repository: LedgerRepository,
  currencies: CurrencyBook,
) {
  const units = [
    ...currencies.all().map((c) => ({ currency: c.code, currencyId: c.id, scale: c.decimals })),
    { currency: POINTS_UNIT.code, currencyId: null, scale: POINTS_UNIT.scale },
  ];
  await repository.ensureHouseAccounts(
    ctx.db,
    units.flatMap((unit) => HOUSE_ACCOUNT_KINDS.map((kind) => ({ kind, ...unit }))),
    ctx.clock.now(),
  );
}

export const walletModule: ServerModule = {
  name: 'wallet',
  async provide(ctx) {
    const reference = ctx.services.get(REFERENCE_SERVICE);
    const currencies = new CurrencyBook(reference);
    await currencies.load();
    const unsubscribe = await ctx.bus.subscribe(REFERENCE_CHANGED_CHANNEL, () => {
      currencies
        .load()
        .catch((error: unknown) => ctx.log.error({ err: error }, 'reloading currencies failed'));
    });
    const repository = new LedgerRepository();
    await ensureHouseAccounts(ctx, repository, currencies);
    const ledger = new LedgerService(repository, new PendingTransfersRepository(), ctx.clock);
    await ledger.loadHouseAccounts(ctx.db);
    const accounts = new CurrencyAccountsService(
      ctx.db,
      new CurrencyAccountsRepository(),
      currencies,
      reference,
      ctx.clock,
    );
    const idempotency = createIdempotencyService(new IdempotencyRepository(), ctx.clock);
    const conversion = new ConversionService(ledger, currencies);
    const adjustments = new AdjustmentService({ db: ctx.db, ledger, accounts, currencies, idempotency });
    parts.set(ctx, { repository, ledger, accounts, currencies, adjustments, unsubscribe });

    const wallet: WalletService = {
      openAccount: (input, trx) => accounts.openAccount(input, trx),
      walletAccounts: (userId, trx) => accounts.walletAccounts(userId, trx),
      activeAccount: (userId, trx) => accounts.activeAccount(userId, trx),
      playerAccount: (trx, input) => accounts.playerAccount(trx, input),
      houseAccountId: (kind, currency) => ledger.houseAccountId(kind, currency),
      balanceOf: (trx, accountId) => ledger.balanceOf(trx, accountId),
      post: (trx, input) => ledger.post(trx, input),
      prepareOneBalance: (db, input) => ledger.prepareOneBalance(db, input),
      refusalOf: (db, accountId) => ledger.refusalOf(db, accountId),
      reserve: (trx, input) => ledger.reserve(trx, input),
      postPending: (trx, input) => ledger.postPending(trx, input),
      voidPending: (trx, input) => ledger.voidPending(trx, input),
      reverse: (trx, input) => ledger.reverse(trx, input),
      convert: (trx, input) => conversion.convert(trx, input),
      transaction: (work) => moneyTransaction(ctx.db, work),
      statement: (work) => moneyStatement(ctx.db, work),
    };
    ctx.services.provide(WALLET_SERVICE, wallet);
    ctx.services.provide(IDEMPOTENCY_SERVICE, idempotency);
  },
  register(ctx, routes) {
    const { repository, ledger, accounts, currencies, adjustments } = partsOf(ctx);
    registerCurrencyAccountRoutes(routes, accounts);
    registerLedgerOpsRoutes(routes, {
      db: ctx.db,
      clock: ctx.clock,
      ledger,
      repository,
      adjustments,
      idempotency: ctx.services.get(IDEMPOTENCY_SERVICE),
      currencies,
    });
  },
  seed(ctx) {
    const { accounts, adjustments } = partsOf(ctx);
    return seedDemoBalances({ db: ctx.db, accounts, adjustments });
  },
  async stop(ctx) {
    await parts.get(ctx)?.unsubscribe();
  },
};
