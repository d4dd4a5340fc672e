import type { Kysely } from 'kysely';
import { targetPriceThousandths } from '@sportsbook/core/betting/target-price';
import type { Database } from '../../../db/database';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/http/app-error';
import { PlatformError } from '../../../platform/http/platform-envelope';
import type { FeedStoreService } from '../../feed/store/feed-store.service';
import type { FeedView } from '../../feed/store/feed-view';
import type { WalletService } from '../../wallet/wallet.contract';
import { refuse } from '../betting-refusal';
import type { CouponFields } from '../coupon/coupon-input';
import type { PlayerContext, PlayerContexts } from '../player/player-context';
import { answerFromPlan, type BetAnswer } from '../placement/bet-answer';
import { maxStakeMinor, planCoupon, type CouponPlan, type PlanOptions } from '../placement/bet-plan';
import type { BetRequest } from '../placement/bet-request';
import { takeStake, type CouponAcceptor } from '../placement/coupon-acceptor';
import type { BetOrdersRepository, OrderRow } from './bet-orders.repository';

export interface BetOrdersDeps {
  readonly db: Kysely<Database>;
  readonly wallet: WalletService;
  readonly feed: FeedStoreService;
  readonly contexts: PlayerContexts;
  readonly acceptor: CouponAcceptor;
  readonly repository: BetOrdersRepository;
  readonly clock: Clock;
}

/** Why an order's bet could not be placed, as its refusal code, or null when it may wait for a better moment. */
export type PlaceResult = { readonly placed: true; readonly betId: bigint } | { readonly placed: false };

/**
 * Bets that wait with their stake held: auto bets (placed by the server when the price reaches the target,
 * released when a market closes) and VIP bids (a stake over the maximum, decided by an operator of the player's
 * country). Either becomes a bet through the same acceptance as any other, posting the hold.
 */
export class BetOrders {
  constructor(private readonly deps: BetOrdersDeps) {}

  async placeAuto(request: BetRequest): Promise<BetAnswer> {
    const { fields, context } = request;
    if (!context.config.betting.autoBet) throw refuse('optionOff', 'Auto bets are switched off');
    const target =
      fields.autoBetCf === undefined
        ? undefined
        : targetPriceThousandths(fields.autoBetCf, fields.autoBetCfView ?? 0);
    if (target === undefined) throw refuse('autoBetTarget');
    const plan = this.planOne(fields, context, this.deps.feed.view(), { ...request.options, policy: 2 });
    const answer = await this.hold(request, plan, { kind: 'auto', target, fields });
    // The price may stand at the target already: then the bet is placed at once.
    const order = await this.deps.repository.byId(this.deps.db, BigInt(answer.AutoBetId!));
    if (order) await this.checkAuto(order, this.deps.feed.view());
    return answer;
  }

  async placeVip(request: BetRequest): Promise<BetAnswer> {
    const { context } = request;
    if (!context.config.derived.vipBetAllowed) throw refuse('vipNotAllowed');
    const stake = request.fields.VIPBetSumm ?? request.fields.Summ;
    if (stake === undefined) throw refuse('stakeInvalid', 'VIPBetSumm is required');
    const fields = { ...request.fields, Summ: stake };
    const plan = this.planOne(fields, context, this.deps.feed.view(), {
      ...request.options,
      skipMaximum: true,
    });
    const bet = plan.bets[0]!;
    const maximum = maxStakeMinor(context, bet.price);
    if (bet.stakeMinor <= maximum)
      throw refuse('vipBelowMaximum', undefined, {
        maxBet: Number(maximum) / 10 ** context.currency.decimals,
      });
    return this.hold(request, plan, { kind: 'vip', target: null, fields });
  }

  /** A repeat of an order's betGUID answers the order. */
  async replay(context: PlayerContext, betGuid: string, fingerprint: string): Promise<BetAnswer | null> {
    const order = await this.deps.repository.byGuid(this.deps.db, context.userId, betGuid);
    if (!order) return null;
    const fields = order.coupon as CouponFields;
    if ((order.coupon as { fingerprint?: string }).fingerprint !== fingerprint) throw refuse('betGuidReused');
    const plan = this.planOne(
      fields,
      context,
      this.deps.feed.view(),
      { policy: 2, skipMaximum: true },
      false,
    );
    const balance = await this.balance(context);
    return this.orderAnswer(order.kind, order.id, plan, betGuid, context, balance);
  }

  async cancelAuto(userId: number, id: bigint): Promise<{ Id: number; Status: string }> {
    const order = await this.deps.repository.byId(this.deps.db, id);
    if (!order || order.user_id !== userId || order.kind !== 'auto') throw refuse('notFound');
    await this.release(order, 'cancelled');
    const after = await this.deps.repository.byId(this.deps.db, id);
    return { Id: Number(id), Status: after!.status };
  }

  /** An auto bet placed when the price reached its target; released when a leg's market closed. */
  async checkAuto(order: OrderRow, view: FeedView): Promise<void> {
    if (order.status !== 'waiting') return;
    const fields = order.coupon as CouponFields;
    const context = await this.deps.contexts.player({ id: order.user_id, language: 'en' }).catch(() => null);
    if (!context || marketClosed(fields, view)) {
      await this.release(order, 'released');
      return;
    }
    let plan: CouponPlan;
    try {
      plan = this.planOne(fields, context, view, { policy: 2 });
    } catch {
      return; // suspended or blocked for now: the order waits
    }
    if (plan.bets[0]!.price < (order.target_price ?? Number.MAX_SAFE_INTEGER)) return;
    await this.placeOrder(order, context, { policy: 2 });
  }

  /** The operator accepts a VIP bid: the bet is placed at the prices now with the held stake. */
  async acceptVip(id: bigint, operator: string): Promise<OrderRow> {
    const order = await this.requireWaiting(id, 'vip');
    const context = await this.deps.contexts.player({ id: order.user_id, language: 'en' });
    await this.placeOrder(order, context, { policy: 2, skipMaximum: true }, operator);
    return (await this.deps.repository.byId(this.deps.db, id))!;
  }

  async declineVip(id: bigint, reason: string, operator: string): Promise<OrderRow> {
    const order = await this.requireWaiting(id, 'vip');
    await this.release(order, 'declined', { reason, operator });
    return (await this.deps.repository.byId(this.deps.db, id))!;
  }

  private async placeOrder(
    order: OrderRow,
    context: PlayerContext,
    options: Omit<PlanOptions, 'nowMs'>,
    operator?: string,
  ): Promise<void> {
    const fields = order.coupon as CouponFields;
    try {
      await this.deps.acceptor.accept({
        fields,
        context,
        betGuid: order.bet_guid,
        fingerprint: (order.coupon as { fingerprint?: string }).fingerprint ?? '',
        plan: (view, nowMs) => this.planOne(fields, context, view, { ...options, nowMs }),
        funding: {
          accountId: order.account_id,
          advance: false,
          oneClick: false,
          autoBetId: order.kind === 'auto' ? order.id : null,
          vipBidId: order.kind === 'vip' ? order.id : null,
        },
        heldPendingId: order.pending_id,
        afterWrite: (trx, betIds, at) =>
          this.deps.repository.finish(trx, order.id, {
            status: 'placed',
            at,
            betId: betIds[0]!,
            ...(operator ? { operator } : {}),
          }),
      });
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      await this.release(order, 'refused', {
        refuseCode: error.errorCode,
        ...(operator ? { operator } : {}),
      });
    }
  }

  private planOne(
    fields: CouponFields,
    context: PlayerContext,
    view: FeedView,
    options: Omit<PlanOptions, 'nowMs'> & { nowMs?: number },
    check = true,
  ): CouponPlan {
    const plan = planCoupon(fields, context, view, {
      ...options,
      nowMs: options.nowMs ?? this.deps.clock.nowMs(),
    });
    if (check && plan.bets.length !== 1) throw refuse('checkFailed', 'An auto or VIP bet is one bet');
    return plan;
  }

  private async hold(
    request: BetRequest,
    plan: CouponPlan,
    order: { kind: 'auto' | 'vip'; target: number | null; fields: CouponFields },
  ): Promise<BetAnswer> {
    const { wallet, repository, clock } = this.deps;
    const { context } = request;
    const bet = plan.bets[0]!;
    const id = await wallet.transaction(async (trx) => {
      const { pendingId } = await takeStake(() =>
        wallet.reserve(trx, {
          kind: `stake.${order.kind}_bet`,
          debitAccountId: context.account.accountId,
          creditAccountId: wallet.houseAccountId('bets_in_play', context.currency.code),
          amountMinor: bet.stakeMinor,
          reference: `betguid:${request.betGuid}`,
        }),
      );
      const inserted = await repository.insert(trx, {
        kind: order.kind,
        user_id: context.userId,
        bet_guid: request.betGuid,
        country_iso: context.countryIso,
        account_id: context.account.accountId,
        currency: context.currency.code,
        currency_id: context.currency.id,
        scale: context.currency.decimals,
        coupon: { ...order.fields, fingerprint: request.fingerprint },
        target_price: order.target,
        stake: bet.stakeMinor,
        pending_id: pendingId,
        game_ids: [...plan.gameIds],
        created_at: clock.now(),
      });
      if (inserted === null) throw new AppError('CONFLICT', 'This betGUID is being used');
      return inserted;
    });
    const balance = await this.balance(context);
    return this.orderAnswer(order.kind, id, plan, request.betGuid, context, balance);
  }

  private orderAnswer(
    kind: 'auto' | 'vip',
    id: bigint,
    plan: CouponPlan,
    betGuid: string,
    context: PlayerContext,
    balanceMinor: bigint,
  ): BetAnswer {
    const base = answerFromPlan({
      plan,
      ids: [],
      betGuid,
      scale: context.currency.decimals,
      at: this.deps.clock.now(),
      balanceMinor,
      waitMs: 0,
    });
    return { ...base, ...(kind === 'auto' ? { AutoBetId: Number(id) } : { VipBidId: Number(id) }) };
  }

  private async balance(context: PlayerContext): Promise<bigint> {
    const { wallet } = this.deps;
    return (await wallet.transaction((trx) => wallet.balanceOf(trx, context.account.accountId)))
      .availableMinor;
  }

  private async requireWaiting(id: bigint, kind: 'auto' | 'vip'): Promise<OrderRow> {
    const order = await this.deps.repository.byId(this.deps.db, id);
    if (!order || order.kind !== kind) throw new AppError('NOT_FOUND', `No ${kind} order ${id}`);
    if (order.status !== 'waiting') throw new AppError('CONFLICT', `The order is ${order.status}`);
    return order;
  }

  /** Ends a waiting order without a bet; its hold is released. Nothing happens to an order decided meanwhile. */
  private async release(
    order: OrderRow,
    status: 'cancelled' | 'released' | 'declined' | 'refused',
    extra: { reason?: string; operator?: string; refuseCode?: number } = {},
  ): Promise<void> {
    const { wallet, repository, clock } = this.deps;
    await wallet.transaction(async (trx) => {
      const locked = await repository.lock(trx, order.id);
      if (locked?.status !== 'waiting') return;
      await repository.finish(trx, order.id, { status, at: clock.now(), ...extra });
      await wallet.voidPending(trx, { pendingId: locked.pending_id });
    });
  }
}

/** A leg's game is over or gone, or its market withdrawn: an auto bet on it can never be placed. */
function marketClosed(fields: CouponFields, view: FeedView): boolean {
  return (fields.Events ?? []).some((leg) => {
    const id = leg.GameId;
    const game = view.games.get(id) ?? view.games.get(view.index.parentOf.get(id) ?? 0);
    if (!game || game.finished || game.phase === 2 || game.phase === 4) return true;
    const sub = game.id === id ? undefined : game.subGames.find((s) => s.id === id);
    const markets = sub ? sub.markets : game.markets;
    return !markets.some((market) => market.outcomes.some((outcome) => outcome.T === leg.Type));
  });
}
