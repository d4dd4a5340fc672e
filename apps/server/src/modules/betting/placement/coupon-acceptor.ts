import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { SessionNotChecked, type KeptSession } from '../../../platform/auth/kept-session';
import type { Clock } from '../../../platform/clock';
import { StatementBatcher, type BatchLimits } from '../../../platform/db/statement-batcher';
import { AppError } from '../../../platform/http/app-error';
import type { FeedStoreService } from '../../feed/store/feed-store.service';
import type { FeedView } from '../../feed/store/feed-view';
import type { BalanceAfter, WalletService } from '../../wallet/wallet.contract';
import type { BetLedger } from '../bet-ledger';
import { refuse } from '../betting-refusal';
import type { CouponFields } from '../coupon/coupon-input';
import type { PlayerContext } from '../player/player-context';
import { maxStakeMinor, seqStillValid, type BetPlan, type CouponPlan } from './bet-plan';
import { baseCentsToMinor } from './limits';
import type { BetWriterRepository, PlaceItem, PlaceOutcome } from './bet-writer.repository';
import { StaleView, waitForNewerView } from './feed-catch-up';
import type { LiabilityEscrow } from './liability-escrow';
import { exposuresOf, newBet, newLegs, type Funding } from './new-bet';

/** Another request with the same betGUID was accepted first. */
export class DuplicateBetGuid extends Error {}

/** The context's account (kept from an earlier bet) is no longer the player's active account: nothing written. */
export class AccountChanged extends Error {}

const MAX_ATTEMPTS = 4;
const CATCH_UP_MS = 500;
/**
 * Lone bets' statements (bet_place) in PostgreSQL at once, and the most bets one statement takes: bets arriving
 * while these run go together in the next. Two, not four: fewer statements committing at once wait less on each
 * other's WAL flushes and make larger batches, which the bets bench measured as 12% more bets a second for less
 * CPU a bet (bench/bets/README.md). Under the pool's size, so other requests still find connections; under the
 * 64 subtransactions a backend tracks (migration 0104).
 */
export const LONE_BET_BATCHES: BatchLimits = { inFlight: 2, size: 32 };

export interface AcceptInput {
  /** Plans the coupon against a view at an acceptance time (throws its refusals). */
  readonly plan: (view: FeedView, nowMs: number) => CouponPlan;
  readonly fields: CouponFields;
  readonly context: PlayerContext;
  readonly betGuid: string;
  readonly fingerprint: string;
  /**
   * The account the coupon is paid from, or a choice made inside the transaction (an advance bet checks the
   * player's other bets there).
   */
  readonly funding: Funding | ((trx: Kysely<Database>, plan: CouponPlan) => Promise<Funding>);
  /** Stakes held already (an auto bet or a VIP bid): posted from the hold instead of taken from the account. */
  readonly heldPendingId?: bigint | undefined;
  /** The player's session when it came from memory: the first bet_place checks it. */
  readonly session?: KeptSession | null;
  /** Runs in the transaction after the bets are written (an order marks itself placed; false rolls back). */
  readonly afterWrite?: (trx: Kysely<Database>, betIds: readonly bigint[], at: Date) => Promise<boolean>;
}

export interface Accepted {
  readonly betIds: bigint[];
  readonly balanceMinor: bigint;
  readonly acceptedAt: Date;
}

/**
 * Accepts a coupon now: in one transaction per attempt, each bet passes the feed fence and the liability
 * check, is written, and its stake moves to bets in play. An attempt that meets a game changed since its view
 * rolls back and runs again on a newer view, so a bet is never accepted against a state the feed has left.
 */
export class CouponAcceptor {
  /** Coupons of one bet paid from an account (most bets): bet_place through the pool, batched under load. */
  private readonly loneBets: StatementBatcher<PlaceItem, PlaceOutcome>;

  constructor(
    private readonly deps: {
      readonly db: Kysely<Database>;
      readonly wallet: WalletService;
      readonly writer: BetWriterRepository;
      readonly ledger: BetLedger;
      readonly feed: FeedStoreService;
      readonly clock: Clock;
      readonly escrow: LiabilityEscrow;
    },
  ) {
    this.loneBets = new StatementBatcher((items) => deps.writer.placeMany(deps.db, items), LONE_BET_BATCHES);
  }

  async accept(input: AcceptInput): Promise<Accepted> {
    const { escrow, feed, clock, wallet } = this.deps;
    const maxCents = maxLiabilityCents(input.context);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const view = feed.view();
      const nowMs = clock.nowMs();
      const plan = input.plan(view, nowMs);
      const markets = plan.bets.flatMap(exposuresOf);
      if (!(await escrow.take(markets, maxCents))) throw await this.liabilityRefusal(input.context, plan);
      const at = new Date(nowMs);
      try {
        return await (isOneStatement(input, plan)
          ? wallet.statement((db) => this.write(db, input, plan, at, (item) => this.loneBets.submit(item)))
          : wallet.transaction((trx) =>
              this.write(trx, input, plan, at, (item) => this.deps.writer.place(trx, item)),
            ));
      } catch (error) {
        escrow.giveBack(markets);
        if (error instanceof StakeRefused)
          throw stakeRefusal(await wallet.refusalOf(this.deps.db, error.accountId));
        if (!(error instanceof StaleView)) throw error;
        await waitForNewerView(feed, view.seq, CATCH_UP_MS);
      }
    }
    throw refuse('checkFailed', 'The events kept changing; try again');
  }

  /** 109 with the largest stake the fullest market of the coupon still takes. */
  private async liabilityRefusal(context: PlayerContext, plan: CouponPlan) {
    let maxBet: bigint | null = null;
    for (const bet of plan.bets) {
      for (const market of exposuresOf(bet)) {
        const room = await this.deps.escrow.room(market, maxLiabilityCents(context));
        const stake = stakeForRoom(context, bet, room);
        if (maxBet === null || stake < maxBet) maxBet = stake;
      }
    }
    return refuse('overMaxStake', 'The market cannot take this stake', {
      maxBet: Number(maxBet ?? 0n) / 10 ** context.currency.decimals,
    });
  }

  /**
   * The coupon's bets and stakes, through `db`: a transaction, or the pool when it is one statement. `place`
   * runs bet_place for a stake taken from an account.
   */
  private async write(
    db: Kysely<Database>,
    input: AcceptInput,
    plan: CouponPlan,
    at: Date,
    place: (item: PlaceItem) => Promise<PlaceOutcome>,
  ): Promise<Accepted> {
    const { wallet, writer, ledger } = this.deps;
    const { context } = input;
    const viewSeq = seqStillValid(plan, this.deps.feed.view());
    if (viewSeq === null) throw new StaleView();
    const funding = typeof input.funding === 'function' ? await input.funding(db, plan) : input.funding;
    const betIds: bigint[] = [];
    // The player's account as the last stake left it, when that stake came from it: no read to answer the balance.
    let after: BalanceAfter | undefined;
    for (const bet of plan.bets) {
      const accepted = {
        gameIds: plan.gameIds,
        viewSeq,
        bet: newBet({
          ...input,
          plan: { ...plan, viewSeq },
          bet,
          funding,
          status: 'open',
          at,
          waitUntil: null,
          pendingId: input.heldPendingId ?? null,
        }),
        legs: newLegs(bet),
      } as const;
      const stake = { currency: context.currency.code, stakeTaxMinor: bet.stakeTaxMinor };
      if (input.heldPendingId !== undefined) {
        const outcome = await writer.insertAccepted(db, accepted);
        if (outcome.kind !== 'written') throw notWritten(outcome);
        betIds.push(outcome.betId);
        await wallet.postPending(db, { pendingId: input.heldPendingId, kind: 'bet.stake' });
        if (bet.stakeTaxMinor > 0n)
          await wallet.post(db, ledger.stakeTaxFromBetsInPlay({ ...stake, betId: outcome.betId }));
      } else {
        const transfer = await wallet.prepareOneBalance(
          db,
          ledger.stake({ ...stake, accountId: funding.accountId, stakeMinor: bet.stakeMinor }),
        );
        const session = input.session?.checked === false ? input.session : null;
        const outcome = await place({ input: accepted, stake: transfer, session });
        if (outcome.kind === 'sessionNotLive') throw new SessionNotChecked();
        if (session) session.checked = true;
        if (outcome.kind === 'refused') throw new StakeRefused(funding.accountId);
        if (outcome.kind !== 'written') throw notWritten(outcome);
        betIds.push(outcome.betId);
        after = outcome.moved;
      }
    }
    if (input.afterWrite && !(await input.afterWrite(db, betIds, at))) throw new DuplicateBetGuid();
    const accountId = context.account.accountId;
    const balanceMinor =
      after?.accountId === accountId && !input.afterWrite
        ? after.availableMinor
        : (await wallet.balanceOf(db, accountId)).availableMinor;
    return { betIds, balanceMinor, acceptedAt: at };
  }
}

/** One bet paid from a known account with nothing else to write: bet_place alone, atomic by itself. */
function isOneStatement(input: AcceptInput, plan: CouponPlan): boolean {
  return (
    plan.bets.length === 1 &&
    typeof input.funding !== 'function' &&
    input.heldPendingId === undefined &&
    input.afterWrite === undefined
  );
}

function notWritten(outcome: { readonly kind: 'stale' | 'duplicate' | 'accountChanged' }): Error {
  if (outcome.kind === 'stale') return new StaleView();
  return outcome.kind === 'duplicate' ? new DuplicateBetGuid() : new AccountChanged();
}

/** The stake's account refused it; the refusal is asked of the wallet once the write is rolled back. */
class StakeRefused extends Error {
  constructor(readonly accountId: number) {
    super('the account refused the stake');
  }
}

export function maxLiabilityCents(context: Pick<PlayerContext, 'config'>): bigint {
  return BigInt(context.config.betting.rules.limits.maxMarketLiabilityBase) * 100n;
}

/** The stake whose net win fits `roomCents` of liability, within the maximum stake. */
function stakeForRoom(context: PlayerContext, bet: BetPlan, roomCents: bigint): bigint {
  const roomMinor = baseCentsToMinor(roomCents > 0n ? roomCents : 0n, context.currency);
  const byRoom = (roomMinor * 1000n) / BigInt(Math.max(bet.price - 1000, 1));
  const maximum = maxStakeMinor(context, bet.price);
  return byRoom < maximum ? byRoom : maximum;
}

/** The wallet's refusal as the coupon format's code (200001). */
export async function takeStake<T>(move: () => Promise<T>): Promise<T> {
  try {
    return await move();
  } catch (error) {
    throw stakeRefusal(error);
  }
}

function stakeRefusal(error: unknown): unknown {
  return error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS'
    ? refuse('insufficientFunds')
    : error;
}
