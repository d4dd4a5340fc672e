import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { COUPON_CODES, COUPON_MESSAGES } from '@sportsbook/core/betting/coupon-codes';
import type { Currency } from '@sportsbook/core/reference/reference.schema';
import type { Database } from '../../../db/database';
import type { Clock } from '../../../platform/clock';
import type { FeedStoreService } from '../../feed/store/feed-store.service';
import type { WalletService } from '../../wallet/wallet.contract';
import type { BetLedger } from '../bet-ledger';
import type { BetRow, BetsRepository, LegRow } from '../bets.repository';
import type { RefusalName } from '../betting-refusal';
import type { PlayerContexts } from '../player/player-context';
import type { Exposure } from './bet-rows';
import type { BetWriterRepository } from './bet-writer.repository';
import { maxLiabilityCents } from './coupon-acceptor';
import { StaleView, waitForNewerView } from './feed-catch-up';
import type { LiabilityEscrow } from './liability-escrow';
import { checkWaitingBet } from './waiting-check';

const SWEEP_MS = 250;
const SWEEP_BATCH = 50;
const MAX_ATTEMPTS = 4;
const CATCH_UP_MS = 500;

/** A request's waiting bets checked against one view: each with the prices it would be accepted at. */
interface Checked {
  readonly bet: BetRow;
  readonly legs: readonly LegRow[];
  readonly prices: number[];
  readonly price: number;
  readonly markets: Exposure[];
}

type Decision = { readonly accept: Checked[] } | { readonly refuse: RefusalName } | null;

/**
 * The live delay: a live bet waits, its stake held, and is decided when the delay ends, by a timer in the
 * process that took it and by a sweep in every process (a timer dies with its process). The decision locks the
 * request's bets, so it happens once whoever comes first: accepted at the prices then (through the same feed
 * fence and market liability as an immediate bet), or refused and the hold released.
 */
export class LiveDelays {
  private readonly timers = new Set<NodeJS.Timeout>();
  private sweeper: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | null = null;

  constructor(
    private readonly deps: {
      readonly db: Kysely<Database>;
      readonly wallet: WalletService;
      readonly writer: BetWriterRepository;
      readonly bets: BetsRepository;
      readonly ledger: BetLedger;
      readonly feed: FeedStoreService;
      readonly contexts: PlayerContexts;
      readonly escrow: LiabilityEscrow;
      readonly clock: Clock;
      readonly log: FastifyBaseLogger;
    },
  ) {}

  schedule(userId: number, betGuid: string, delayMs: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.decide(userId, betGuid).catch((error: unknown) =>
        this.deps.log.error({ err: error, userId, betGuid }, 'live bet decision failed'),
      );
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  start(): void {
    this.sweeper = setInterval(() => {
      this.sweeping ??= this.sweep().finally(() => (this.sweeping = null));
    }, SWEEP_MS);
    this.sweeper.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.sweeper);
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await this.sweeping;
  }

  /** Decides the request's waiting bets if their delay has ended; does nothing otherwise or when decided. */
  async decide(userId: number, betGuid: string): Promise<void> {
    const { escrow, feed, wallet } = this.deps;
    // Everything read outside the transaction: on PGlite a read beside it would wait for the session it holds.
    const context = await this.deps.contexts.player({ id: userId, language: 'en' }).catch(() => null);
    const maxCents = context ? maxLiabilityCents(context) : 0n;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const seq = feed.view().seq;
      const decision = context ? await this.check(userId, betGuid) : { refuse: 'playerMayNotBet' as const };
      if (decision === null) return;
      if ('refuse' in decision) return this.refuseAll(userId, betGuid, decision.refuse);
      const markets = decision.accept.flatMap((checked) => checked.markets);
      if (!(await escrow.take(markets, maxCents))) return this.refuseAll(userId, betGuid, 'overMaxStake');
      try {
        const accepted = await wallet.transaction((trx) =>
          this.accept(trx, userId, betGuid, seq, decision.accept),
        );
        if (!accepted) escrow.giveBack(markets);
        return;
      } catch (error) {
        escrow.giveBack(markets);
        if (!(error instanceof StaleView)) throw error;
        await waitForNewerView(feed, seq, CATCH_UP_MS);
      }
    }
    await this.refuseAll(userId, betGuid, 'checkFailed');
  }

  private async sweep(): Promise<void> {
    try {
      const due = await this.deps.bets.overdueWaiting(this.deps.db, this.deps.clock.now(), SWEEP_BATCH);
      for (const { userId, betGuid } of due) await this.decide(userId, betGuid);
    } catch (error) {
      this.deps.log.error({ err: error }, 'live bet sweep failed');
    }
  }

  /** The request's waiting bets checked against the view now; null when none is due. */
  private async check(userId: number, betGuid: string): Promise<Decision> {
    const { bets, db, feed, clock, contexts } = this.deps;
    const nowMs = clock.nowMs();
    const rows = (await bets.betsByGuid(db, userId, betGuid)).filter((bet) => bet.status === 'waiting');
    if (rows.length === 0 || rows.some((bet) => bet.wait_until!.getTime() > nowMs)) return null;
    const view = feed.view();
    const legs = await bets.legsOf(
      db,
      rows.map((bet) => bet.id),
    );
    const currencies = new Map<string, Currency | undefined>();
    const accept: Checked[] = [];
    for (const bet of rows) {
      if (!currencies.has(bet.currency)) currencies.set(bet.currency, await contexts.currency(bet.currency));
      const own = legs.filter((leg) => leg.bet_id === bet.id);
      const check = checkWaitingBet(view, bet, own, nowMs, currencies.get(bet.currency)!);
      if (!check.ok) return { refuse: check.refusal };
      const markets = own.map((leg) => ({
        eventId: leg.event_id,
        marketKey: leg.market_key,
        cents: check.exposureCents,
      }));
      accept.push({ bet, legs: own, prices: check.prices, price: check.price, markets });
    }
    return { accept };
  }

  /** Accepts the checked bets if still waiting (false when another decided them first). */
  private async accept(
    trx: Kysely<Database>,
    userId: number,
    betGuid: string,
    viewSeq: number,
    checked: readonly Checked[],
  ): Promise<boolean> {
    const { bets, wallet, writer, clock, ledger } = this.deps;
    const waiting = (await bets.lockWaiting(trx, userId, betGuid)).filter((bet) => bet.status === 'waiting');
    if (waiting.length !== checked.length) return false;
    const acceptedAt = clock.now();
    for (const { bet, legs, prices, price } of checked) {
      const outcome = await writer.acceptWaiting(trx, {
        betId: bet.id,
        gameIds: [...new Set(legs.map((leg) => leg.game_id))].sort((a, b) => a - b),
        viewSeq,
        prices,
        price,
        acceptedAt,
      });
      if (outcome.kind === 'stale') throw new StaleView();
      await wallet.postPending(trx, { pendingId: bet.pending_id!, kind: 'bet.stake' });
      if (bet.stake_tax > 0n)
        await wallet.post(
          trx,
          ledger.stakeTaxFromBetsInPlay({
            betId: bet.id,
            currency: bet.currency,
            stakeTaxMinor: bet.stake_tax,
          }),
        );
    }
    return true;
  }

  private async refuseAll(userId: number, betGuid: string, refusal: RefusalName): Promise<void> {
    await this.deps.wallet.transaction(async (trx) => {
      const rows = (await this.deps.bets.lockWaiting(trx, userId, betGuid)).filter(
        (bet) => bet.status === 'waiting',
      );
      if (rows.length === 0) return;
      const code = COUPON_CODES[refusal];
      await this.deps.bets.markRefused(
        trx,
        rows.map((bet) => bet.id),
        { code, text: COUPON_MESSAGES[code], at: this.deps.clock.now() },
      );
      for (const bet of rows) await this.deps.wallet.voidPending(trx, { pendingId: bet.pending_id! });
    });
  }
}
