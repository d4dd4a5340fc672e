import type { Kysely } from 'kysely';
import { betsApi } from '@sportsbook/core/api/routes/bets.routes';
import { bettingOpsApi } from '@sportsbook/core/api/routes/betting-ops.routes';
import { parseMoney } from '@sportsbook/core/money/parse-money';
import type { Database } from '../../../db/database';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { Clock } from '../../../platform/clock';
import type { FeedStoreService } from '../../feed/store/feed-store.service';
import { AppError } from '../../../platform/http/app-error';
import type { RouteRegistrar } from '../../../platform/http/route-registrar';
import type { OutboxService } from '../../outbox/outbox.service';
import { isRefusal } from '../betting-refusal';
import type { BetOrders } from '../orders/bet-orders';
import type { BetOrdersRepository } from '../orders/bet-orders.repository';
import { orderView } from '../orders/order-view';
import { baseToMinor } from '../placement/limits';
import type { OneClickRepository } from '../placement/one-click.repository';
import type { PlayerContext, PlayerContexts } from '../player/player-context';
import { historyMailText } from './history-mail';
import type { HistoryRepository } from './history.repository';
import type { HistoryService } from './history.service';
import { formatMinor } from './money-text';

export interface HistoryRouteDeps {
  readonly db: Kysely<Database>;
  readonly contexts: PlayerContexts;
  readonly history: HistoryService;
  readonly historyRows: HistoryRepository;
  readonly orders: BetOrders;
  readonly orderRows: BetOrdersRepository;
  readonly oneClick: OneClickRepository;
  readonly outbox: () => OutboxService;
  readonly feed: FeedStoreService;
  readonly clock: Clock;
}

/** The player's context for a standard route: a player without an active account gets NOT_FOUND there. */
async function playerOf(contexts: PlayerContexts, user: AuthUser): Promise<PlayerContext> {
  try {
    return await contexts.player(user);
  } catch (error) {
    if (isRefusal(error)) throw new AppError('NOT_FOUND', 'The player has no active currency account');
    throw error;
  }
}

/** The bets history and the pages around it, and the operator's VIP queue. */
export function registerHistoryRoutes(routes: RouteRegistrar, deps: HistoryRouteDeps): void {
  const { db, contexts, history, orders, orderRows, oneClick, feed, clock } = deps;

  routes.implement(betsApi.history, async ({ body, user }) => ({
    data: await history.page(await playerOf(contexts, user!), body),
  }));
  routes.implement(betsApi.details, async ({ params, user }) => ({
    data: { bet: await history.details(await playerOf(contexts, user!), BigInt(params.id)) },
  }));
  routes.implement(betsApi.historyMail, async ({ body, user }) => {
    if (!user!.email)
      throw AppError.validation(
        { email: ['validation_enter_correct_email'] },
        'The account has no e-mail address',
      );
    const context = await playerOf(contexts, user!);
    const period = history.period(body, context);
    const rows = await deps.historyRows.list(db, {
      userId: context.userId,
      statuses: history.statuses(body.status, context),
      kind: body.kind,
      ...period,
      limit: 1000,
    });
    const bets = await history.views(rows, null);
    await deps.outbox().enqueue({
      channel: 'email',
      recipient: user!.email,
      subject: 'Your bets history',
      text: historyMailText(bets, period),
      purpose: 'bets_history',
      userId: user!.id,
    });
    return { data: { queued: true as const, count: bets.length } };
  });
  routes.implement(betsApi.historyClear, async ({ body, user }) => {
    const before = body.before === undefined ? clock.now() : new Date(body.before * 1000);
    return { data: { cleared: await deps.historyRows.clear(db, user!.id, before, clock.now()) } };
  });
  routes.implement(betsApi.manager, async ({ user }) => ({
    data: {
      bids: (await orderRows.list(db, { userId: user!.id, kind: 'vip' })).map((row) =>
        orderView(row, feed.view()),
      ),
    },
  }));
  routes.implement(betsApi.autoBets, async ({ user }) => ({
    data: {
      orders: (await orderRows.list(db, { userId: user!.id, kind: 'auto' })).map((row) =>
        orderView(row, feed.view()),
      ),
    },
  }));
  routes.implement(betsApi.powerbet, async ({ user }) => {
    const context = await playerOf(contexts, user!);
    const { powerBet, rules } = context.config.betting;
    const rows = await deps.historyRows.list(db, {
      userId: context.userId,
      statuses: history.statuses('all', context),
      ...history.period({ status: 'all', days: 30 }, context),
      limit: 50,
      powerOnly: true,
    });
    return {
      data: {
        enabled: powerBet,
        maxStake: formatMinor(
          baseToMinor(rules.powerBet.maxStakeBase, context.currency),
          context.currency.decimals,
        ),
        minLegCoef: rules.powerBet.minLegCoef,
        steps: rules.powerBet.steps,
        bets: await history.views(rows, context),
      },
    };
  });

  const oneClickAnswer = async (context: PlayerContext) => {
    const stored = await oneClick.get(db, context.userId);
    const usable = stored && stored.currency === context.currency.code;
    return {
      enabled: Boolean(usable),
      summ: usable ? formatMinor(stored.stakeMinor, context.currency.decimals) : null,
      currencyId: usable ? context.currency.id : null,
      checkCf: stored?.policy ?? 2,
    };
  };
  routes.implement(betsApi.oneClick, async ({ user }) => ({
    data: await oneClickAnswer(await playerOf(contexts, user!)),
  }));
  routes.implement(betsApi.setOneClick, async ({ body, user }) => {
    const context = await playerOf(contexts, user!);
    if (!body.enabled) {
      await oneClick.remove(db, context.userId);
      return { data: await oneClickAnswer(context) };
    }
    let stakeMinor: bigint;
    try {
      stakeMinor = parseMoney(body.summ ?? '', {
        code: context.currency.code,
        scale: context.currency.decimals,
      }).amountMinor;
    } catch {
      throw AppError.validation({ summ: ['validation_invalid_value'] });
    }
    if (stakeMinor < BigInt(context.currency.minBetMinor ?? 1))
      throw AppError.validation({ summ: ['validation_invalid_value'] }, 'Below the minimum stake');
    const policy = body.checkCf as 0 | 1 | 2;
    await oneClick.put(
      db,
      context.userId,
      { currency: context.currency.code, stakeMinor, policy },
      clock.now(),
    );
    return { data: await oneClickAnswer(context) };
  });

  const bidView = async (id: bigint) => {
    const row = await orderRows.byId(db, id);
    return { ...orderView(row!, feed.view()), userId: row!.user_id, countryIso: row!.country_iso };
  };
  routes.implement(bettingOpsApi.vipBids, async ({ query }) => {
    const rows = await orderRows.list(db, {
      kind: 'vip',
      status: query.status,
      ...(query.country ? { countryIso: query.country } : {}),
    });
    return {
      data: {
        bids: rows.map((row) => ({
          ...orderView(row, feed.view()),
          userId: row.user_id,
          countryIso: row.country_iso,
        })),
      },
    };
  });
  routes.implement(bettingOpsApi.acceptVipBid, async ({ params }) => {
    await orders.acceptVip(BigInt(params.id), 'ops');
    return { data: { bid: await bidView(BigInt(params.id)) } };
  });
  routes.implement(bettingOpsApi.declineVipBid, async ({ params, body }) => {
    await orders.declineVip(BigInt(params.id), body.reason, 'ops');
    return { data: { bid: await bidView(BigInt(params.id)) } };
  });
  routes.implement(bettingOpsApi.bets, async ({ query }) => {
    const rows = await deps.historyRows.list(db, {
      userId: query.userId,
      statuses: ['open', 'won', 'lost', 'refund', 'sold', 'waiting', 'refused'],
      limit: query.limit,
      withCleared: true,
    });
    return { data: { bets: await history.views(rows, null) } };
  });
}
