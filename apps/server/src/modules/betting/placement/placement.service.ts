import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { AuthUser } from '../../../platform/auth/auth-user';
import { SessionNotChecked, type KeptSession } from '../../../platform/auth/kept-session';
import type { Clock } from '../../../platform/clock';
import { PlatformError } from '../../../platform/http/platform-envelope';
import type { FeedStoreService } from '../../feed/store/feed-store.service';
import type { FeedView } from '../../feed/store/feed-view';
import type { WalletService } from '../../wallet/wallet.contract';
import type { BetsRepository } from '../bets.repository';
import { isRefusal, refuse } from '../betting-refusal';
import type { CashOuts } from '../cash-out/cash-outs';
import type { CouponFields } from '../coupon/coupon-input';
import type { BetOrders } from '../orders/bet-orders';
import type { AccountFreshness, PlayerContext, PlayerContexts } from '../player/player-context';
import { advanceRoom } from './advance-funding';
import { answerFromPlan, answerFromRows, type BetAnswer } from './bet-answer';
import { betFingerprint } from './bet-fingerprint';
import type { BetRequest } from './bet-request';
import { planCoupon, type CouponPlan, type PlanOptions } from './bet-plan';
import type { BetWriterRepository } from './bet-writer.repository';
import { AccountChanged, DuplicateBetGuid, takeStake, type CouponAcceptor } from './coupon-acceptor';
import type { LiveDelays } from './live-delay';
import { newBet, newLegs, type Funding } from './new-bet';
import type { OneClickRepository } from './one-click.repository';

export interface PlacementDeps {
  readonly db: Kysely<Database>;
  readonly wallet: WalletService;
  readonly feed: FeedStoreService;
  readonly contexts: PlayerContexts;
  readonly acceptor: CouponAcceptor;
  readonly delays: LiveDelays;
  readonly writer: BetWriterRepository;
  readonly bets: BetsRepository;
  readonly oneClick: OneClickRepository;
  readonly orders: BetOrders;
  readonly cashOuts: CashOuts;
  readonly clock: Clock;
}

type Request = BetRequest;

/**
 * MakeBetWeb, MakeBetWebMulti, MakeBetBidWeb and putbetscommon: a repeat of a decided betGUID answers its
 * decision; otherwise the coupon is checked, then accepted now (line bets, or no live delay), held for its live
 * delay, or handed to the auto-bet or VIP queues.
 */
export class PlacementService {
  constructor(private readonly deps: PlacementDeps) {}

  /**
   * `session`: the player's session when it came from memory. A bet written now has it checked by bet_place;
   * an order or a held live bet needs it checked first (SessionNotChecked).
   */
  async makeBet(
    user: AuthUser,
    fields: CouponFields,
    variant: 'web' | 'bid',
    session: KeptSession | null = null,
  ): Promise<BetAnswer> {
    if (fields.UserId && fields.UserId !== user.id) throw new PlatformError(160, 'Wrong token', 401);
    try {
      return await this.makeBetAs(user, fields, variant, 'cached', session);
    } catch (error) {
      if (!(error instanceof AccountChanged)) throw error;
      this.deps.contexts.forgetAccount(user.id);
      return this.makeBetAs(user, fields, variant, 'read', session).catch((again: unknown) => {
        // Switched again between the fresh read and the write: rare enough to ask the player to repeat.
        throw again instanceof AccountChanged
          ? refuse('checkFailed', 'The active account changed; try again')
          : again;
      });
    }
  }

  private async makeBetAs(
    user: AuthUser,
    fields: CouponFields,
    variant: 'web' | 'bid',
    freshness: AccountFreshness,
    session: KeptSession | null,
  ): Promise<BetAnswer> {
    const ordered = variant === 'bid' || fields.isAutoBet === true;
    if (ordered) needsChecked(session);
    // An order keeps its account for later: read now. A bet written now is checked by bet_place.
    const context = await this.deps.contexts.player(user, fields.Lng, ordered ? 'read' : freshness);
    const fingerprint = betFingerprint(fields);
    const given = fields.betGUID?.trim();
    if (given && ordered) {
      const replay = await this.deps.orders.replay(context, given, fingerprint);
      if (replay) return replay;
    }
    const request: Request = {
      fields,
      context,
      betGuid: given || randomUUID(),
      fingerprint,
      options: await this.oneClickOptions(fields, context),
      session,
    };
    if (variant === 'bid') return this.deps.orders.placeVip(request);
    if (fields.isAutoBet) return this.deps.orders.placeAuto(request);
    try {
      return await this.place(request);
    } catch (error) {
      // A repeated betGUID is found when its bet is written (no lookup before every bet), or when a repeat is
      // refused now while its first decision stands.
      const repeat = error instanceof DuplicateBetGuid || (given !== undefined && isRefusal(error));
      const replay = repeat && given ? await this.replay(context, given, fingerprint) : null;
      if (replay) return replay;
      throw error;
    }
  }

  private async place(request: Request): Promise<BetAnswer> {
    const { fields, context } = request;
    const plan = (view: FeedView, nowMs: number) =>
      planCoupon(fields, context, view, { ...request.options, nowMs });
    const nowMs = this.deps.clock.nowMs();
    const first = plan(this.deps.feed.view(), nowMs);
    const delayMs = context.config.betting.liveBetDelayMs;
    if (first.live && delayMs > 0) {
      needsChecked(request.session);
      await this.checkAccount(context);
      return this.hold(request, first, nowMs, delayMs);
    }
    let accepted: CouponPlan = first;
    const result = await this.deps.acceptor.accept({
      ...request,
      plan: (view, at) => (accepted = plan(view, at)),
      funding: needsFundingWork(fields)
        ? (trx, planned) => this.funding(trx, request, planned)
        : walletFunding(request),
    });
    return answerFromPlan({
      plan: accepted,
      ids: result.betIds,
      betGuid: request.betGuid,
      scale: context.currency.decimals,
      at: result.acceptedAt,
      balanceMinor: result.balanceMinor,
      waitMs: 0,
    });
  }

  /** The context's account, perhaps kept from an earlier bet, is still the active one; else AccountChanged. */
  private async checkAccount(context: PlayerContext): Promise<void> {
    const active = await this.deps.wallet.activeAccount(context.userId);
    if (active?.accountId !== context.account.accountId) throw new AccountChanged();
  }

  /** A live bet waits for its delay: its bets are written waiting and their stakes held. */
  private async hold(request: Request, plan: CouponPlan, nowMs: number, delayMs: number): Promise<BetAnswer> {
    const { wallet, writer } = this.deps;
    const { context } = request;
    const at = new Date(nowMs);
    const result = await wallet.transaction(async (trx) => {
      const funding = await this.funding(trx, request, plan);
      const ids: bigint[] = [];
      for (const bet of plan.bets) {
        const { pendingId } = await takeStake(() =>
          wallet.reserve(trx, {
            kind: 'stake.bet',
            debitAccountId: funding.accountId,
            creditAccountId: wallet.houseAccountId('bets_in_play', context.currency.code),
            amountMinor: bet.stakeMinor,
            reference: `betguid:${request.betGuid}`,
          }),
        );
        const bettable = { ...request, plan, bet, funding, at, pendingId };
        const id = await writer.insertWaiting(
          trx,
          newBet({ ...bettable, status: 'waiting', waitUntil: new Date(nowMs + delayMs) }),
          newLegs(bet),
        );
        if (id === null) throw new DuplicateBetGuid();
        ids.push(id);
      }
      const { availableMinor } = await wallet.balanceOf(trx, context.account.accountId);
      return { ids, balanceMinor: availableMinor };
    });
    this.deps.delays.schedule(context.userId, request.betGuid, delayMs);
    return answerFromPlan({
      plan,
      ids: result.ids,
      betGuid: request.betGuid,
      scale: context.currency.decimals,
      at,
      balanceMinor: result.balanceMinor,
      waitMs: delayMs,
    });
  }

  /**
   * The account a coupon is paid from, chosen in its transaction: the wallet, or the advance credit within
   * the room the player's running bets give. A `SaleBetId` sells that running bet first, in the same transaction.
   */
  private async funding(trx: Kysely<Database>, request: Request, plan: CouponPlan): Promise<Funding> {
    const { fields, context } = request;
    if (fields.SaleBetId) await this.deps.cashOuts.sellWhole(trx, context, BigInt(fields.SaleBetId));
    const wallet = walletFunding(request);
    if (!fields.avanceBet) return wallet;
    await this.deps.bets.lockPlayer(trx, context.userId);
    const room = await advanceRoom(trx, this.deps, context);
    const stake = plan.bets.reduce((sum, bet) => sum + bet.stakeMinor, 0n);
    if (stake > room.availableMinor)
      throw refuse('advanceUnavailable', undefined, {
        Avance: Number(room.availableMinor) / 10 ** context.currency.decimals,
      });
    return { ...wallet, advance: true, accountId: room.accountId };
  }

  /** A one-click bet without a stake takes the stored one (and its price policy). */
  private async oneClickOptions(
    fields: CouponFields,
    context: PlayerContext,
  ): Promise<Omit<PlanOptions, 'nowMs'>> {
    if (!fields.OneClickBet || fields.Summ !== undefined) return {};
    const stored = await this.deps.oneClick.get(this.deps.db, context.userId);
    if (!stored || stored.currency !== context.currency.code)
      throw refuse('stakeInvalid', 'No one-click stake is stored for this currency');
    const scale = context.currency.decimals;
    const text = (Number(stored.stakeMinor) / 10 ** scale).toFixed(scale);
    return { defaultStake: text, policy: stored.policy };
  }

  /** A repeat of a betGUID: the same decision (the end of a live delay decided now if it is due); null if new. */
  private async replay(
    context: PlayerContext,
    betGuid: string,
    fingerprint: string,
  ): Promise<BetAnswer | null> {
    const { bets, db, clock, wallet } = this.deps;
    let rows = await bets.betsByGuid(db, context.userId, betGuid);
    if (rows.length === 0) return null;
    if (rows[0]!.fingerprint !== fingerprint) throw refuse('betGuidReused');
    const first = rows[0]!;
    if (first.status === 'waiting' && first.wait_until!.getTime() <= clock.nowMs()) {
      await this.deps.delays.decide(context.userId, betGuid);
      rows = await bets.betsByGuid(db, context.userId, betGuid);
    }
    const decided = rows[0]!;
    if (decided.status === 'refused')
      throw new PlatformError(decided.refuse_code ?? 104, decided.refuse_text ?? 'Refused', 200);
    const waitMs =
      decided.status === 'waiting' ? Math.max(1, decided.wait_until!.getTime() - clock.nowMs()) : 0;
    const [legs, balance] = await Promise.all([
      bets.legsOf(
        db,
        rows.map((bet) => bet.id),
      ),
      wallet.transaction((trx) => wallet.balanceOf(trx, context.account.accountId)),
    ]);
    return answerFromRows({ bets: rows, legs, balanceMinor: balance.availableMinor, waitMs });
  }
}

/** A coupon paid from the player's wallet. */
function walletFunding({ fields, context }: Request): Funding {
  return {
    accountId: context.account.accountId,
    advance: false,
    oneClick: fields.OneClickBet === true,
    autoBetId: null,
    vipBidId: null,
  };
}

/** A sale first (SaleBetId) or an advance bet: the funding is chosen in the bet's transaction. */
function needsFundingWork(fields: CouponFields): boolean {
  return Boolean(fields.SaleBetId) || Boolean(fields.avanceBet);
}

/** Orders and held live bets act on the session before any bet_place could check it. */
function needsChecked(session: KeptSession | null): void {
  if (session && !session.checked) throw new SessionNotChecked();
}
