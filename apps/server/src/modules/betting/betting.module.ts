import { liveBetApi } from '@sportsbook/core/api/routes/livebet.routes';
import { liveBetSaleApi } from '@sportsbook/core/api/routes/livebet-sale.routes';
import type { ModuleContext, ServerModule } from '../../platform/module';
import { AUTH_SERVICE } from '../auth/auth.service';
import { FEED_STORE } from '../feed/store/feed-store.service';
import { OUTBOX_SERVICE } from '../outbox/outbox.service';
import { REFERENCE_SERVICE } from '../reference/reference.service';
import { SITE_CONFIG_SERVICE } from '../site-config/site-config.service';
import { TRADING_SERVICE, type TradingService } from '../trading/trading.service';
import { WALLET_SERVICE } from '../wallet/wallet.contract';
import { BetLedger } from './bet-ledger';
import { BetsRepository } from './bets.repository';
import { CashOuts } from './cash-out/cash-outs';
import { registerSaleRoutes } from './cash-out/sale.routes';
import { registerCouponRoutes } from './coupon/coupon.routes';
import { SavedCoupons } from './coupon/saved-coupons';
import { SavedCouponsRepository } from './coupon/saved-coupons.repository';
import { HistoryRepository } from './history/history.repository';
import { registerHistoryRoutes } from './history/history.routes';
import { HistoryService } from './history/history.service';
import { AutoBetWatcher } from './orders/auto-bet-watcher';
import { BetOrders } from './orders/bet-orders';
import { BetOrdersRepository } from './orders/bet-orders.repository';
import { BetWriterRepository } from './placement/bet-writer.repository';
import { CouponAcceptor } from './placement/coupon-acceptor';
import { installBetCredentials } from './placement/credentials-hook';
import { LiabilityEscrow } from './placement/liability-escrow';
import { LiveDelays } from './placement/live-delay';
import { OneClickRepository } from './placement/one-click.repository';
import { registerPlacementRoutes } from './placement/placement.routes';
import { PlacementService } from './placement/placement.service';
import { PlayerContexts } from './player/player-context';
import { AdvanceCover } from './settlement/advance-cover';
import { BetSettler } from './settlement/bet-settler';
import { SettlementReader } from './settlement/settlement-reader';
import { SettlementRepository } from './settlement/settlement.repository';

/** The bet calls whose credentials answer in the coupon format (160, 157808; 152 for a blocked player). */
const SECURE_BET_ROUTES = new Set(
  [...Object.values(liveBetApi), ...Object.values(liveBetSaleApi)]
    .filter((route) => route.auth === 'user')
    .map((route) => route.id),
);
/**
 * The bet call that may take its player from memory: a single coupon, whose session bet_place checks as it
 * writes. Several coupons (MakeBetWebMulti) are looked up first, as a coupon written before a failed check
 * could not be run again.
 */
const KEPT_SESSION_ROUTES = new Set([liveBetApi.makeBetWeb.id]);

/** The parts of the betting module of one app (tests reach the reader and the live delay through it). */
export interface BettingRuntime {
  readonly placement: PlacementService;
  readonly escrow: LiabilityEscrow;
  readonly reader: SettlementReader;
  readonly delays: LiveDelays;
  readonly watcher: AutoBetWatcher;
  readonly orders: BetOrders;
  readonly history: HistoryService;
  readonly cashOuts: CashOuts;
  readonly contexts: PlayerContexts;
  readonly saved: SavedCoupons;
  readonly repositories: {
    readonly bets: BetsRepository;
    readonly history: HistoryRepository;
    readonly orders: BetOrdersRepository;
    readonly oneClick: OneClickRepository;
  };
}

/** Per app, since tests run several apps in one process. */
const runtimes = new WeakMap<ModuleContext, BettingRuntime>();

export function bettingRuntime(ctx: ModuleContext): BettingRuntime {
  const runtime = runtimes.get(ctx);
  if (!runtime) throw new Error('betting module not provided');
  return runtime;
}

/** The engine's settlements; an app without the engine (a feed fixture in tests) has none to read. */
function tradingOf(ctx: ModuleContext): TradingService | null {
  try {
    return ctx.services.get(TRADING_SERVICE);
  } catch {
    return null;
  }
}

function build(ctx: ModuleContext): BettingRuntime {
  const { db, clock, log, services } = ctx;
  const wallet = services.get(WALLET_SERVICE);
  const feed = services.get(FEED_STORE);
  const contexts = new PlayerContexts({
    auth: services.get(AUTH_SERVICE),
    wallet,
    reference: services.get(REFERENCE_SERVICE),
    siteConfig: services.get(SITE_CONFIG_SERVICE),
    clock,
  });
  const bets = new BetsRepository();
  const writer = new BetWriterRepository();
  const ledger = new BetLedger(wallet);
  const escrow = new LiabilityEscrow(db, writer);
  const acceptor = new CouponAcceptor({ db, wallet, writer, ledger, feed, clock, escrow });
  const delays = new LiveDelays({ db, wallet, writer, bets, ledger, feed, contexts, escrow, clock, log });
  const cashOuts = new CashOuts({ wallet, feed, bets, writer, ledger, clock });
  const orderRows = new BetOrdersRepository();
  const orders = new BetOrders({ db, wallet, feed, contexts, acceptor, repository: orderRows, clock });
  const oneClick = new OneClickRepository();
  const placement = new PlacementService({
    db,
    wallet,
    feed,
    contexts,
    acceptor,
    delays,
    writer,
    bets,
    oneClick,
    orders,
    cashOuts,
    clock,
  });
  const settlements = new SettlementRepository();
  const settler = new BetSettler({ wallet, bets, settlements, ledger, clock });
  const cover = new AdvanceCover({ wallet, bets, settlements, settler, ledger, clock });
  const reader = new SettlementReader({
    db,
    bus: ctx.bus,
    trading: tradingOf(ctx),
    settlements,
    settler,
    cover,
    log,
  });
  const historyRows = new HistoryRepository();
  const history = new HistoryService({ db, history: historyRows, bets, cashOuts, feed, clock });
  const saved = new SavedCoupons({ db, repository: new SavedCouponsRepository(), feed, clock });
  const watcher = new AutoBetWatcher({ db, repository: orderRows, orders, feed, log });
  return {
    placement,
    escrow,
    reader,
    delays,
    watcher,
    orders,
    history,
    cashOuts,
    contexts,
    saved,
    repositories: { bets, history: historyRows, orders: orderRows, oneClick },
  };
}

/**
 * Betting (docs/BETTING.md): the coupon and bet calls, acceptance with the live delay, settlement from the
 * engine's results, cash-out, auto and VIP bets, and the bets history.
 */
export const bettingModule: ServerModule = {
  name: 'betting',
  register(ctx, routes, app) {
    // Built once every module has provided its services: betting reads the feed, which tests may provide later.
    runtimes.set(ctx, build(ctx));
    const runtime = bettingRuntime(ctx);
    const { db, services, clock } = ctx;
    const wallet = services.get(WALLET_SERVICE);
    const feed = services.get(FEED_STORE);
    const { bets, history, orders, oneClick } = runtime.repositories;
    installBetCredentials(app, { secure: SECURE_BET_ROUTES, kept: KEPT_SESSION_ROUTES }, clock);
    registerPlacementRoutes(routes, runtime.placement, clock);
    registerCouponRoutes(routes, {
      db,
      contexts: runtime.contexts,
      feed,
      saved: runtime.saved,
      wallet,
      bets,
      cashOuts: runtime.cashOuts,
    });
    registerSaleRoutes(routes, {
      db,
      contexts: runtime.contexts,
      cashOuts: runtime.cashOuts,
      bets,
      orders: runtime.orders,
      feed,
      wallet,
    });
    registerHistoryRoutes(routes, {
      db,
      contexts: runtime.contexts,
      history: runtime.history,
      historyRows: history,
      orders: runtime.orders,
      orderRows: orders,
      oneClick,
      outbox: () => services.get(OUTBOX_SERVICE),
      feed: services.get(FEED_STORE),
      clock,
    });
  },
  async start(ctx) {
    const runtime = bettingRuntime(ctx);
    runtime.delays.start();
    await runtime.reader.start();
    runtime.watcher.start();
  },
  async stop(ctx) {
    const runtime = runtimes.get(ctx);
    await runtime?.delays.stop();
    await runtime?.watcher.stop();
    await runtime?.reader.stop();
    await runtime?.escrow.release();
  },
};
