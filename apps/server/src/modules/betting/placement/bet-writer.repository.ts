import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { compileOnce } from '../../../platform/db/compile-once';
import type { Settled } from '../../../platform/db/statement-batcher';
import type { KeptSession } from '../../../platform/auth/kept-session';
import type { BalanceAfter, OneBalanceTransfer } from '../../wallet/wallet.contract';
import type { Exposure, NewBet, NewLeg } from './bet-rows';

type Db = Kysely<Database>;

export type AcceptOutcome =
  /** The bet row is written (the stake still has to move, in the same transaction). */
  | { readonly kind: 'written'; readonly betId: bigint }
  /** A game changed in the database since the view the bet was checked against (or is being changed now). */
  | { readonly kind: 'stale' }
  /** The betGUID (and group) is taken: another request with it won. */
  | { readonly kind: 'duplicate' };

export type PlaceOutcome =
  | Exclude<AcceptOutcome, { kind: 'written' }>
  /** The bet is written and its stake posted: the player's account as the stake left it. */
  | { readonly kind: 'written'; readonly betId: bigint; readonly moved: BalanceAfter }
  /** The account refused the stake (nothing written): the wallet's refusalOf says why. */
  | { readonly kind: 'refused' }
  /** The bet's wallet account is no longer the player's active account (nothing written). */
  | { readonly kind: 'accountChanged' }
  /** The session given to check has ended, expired or gone idle, or its player is blocked (nothing written). */
  | { readonly kind: 'sessionNotLive' };

export interface AcceptInput {
  readonly gameIds: readonly number[];
  readonly viewSeq: number;
  readonly bet: NewBet;
  readonly legs: readonly NewLeg[];
}

/** PostgreSQL's lock_not_available: the engine holds a game row while it writes a change. */
const LOCK_NOT_AVAILABLE = '55P03';
/** bet_place's own SQLSTATE: the account refused the stake (migration 0101). */
const STAKE_REFUSED = 'SB001';
/** bet_place's answer when the bet's wallet account is no longer the player's active one. */
const ACCOUNT_CHANGED = '-2';
/** bet_place's answer when the session it was given fails session_check (migration 0103). */
const SESSION_NOT_LIVE = '-3';

/** The bet as the columns of its row (jsonb_populate_record reads it; int8 as text, exactly). */
function betRecord(bet: NewBet): Record<string, unknown> {
  const text = (value: bigint | null) => (value === null ? null : value.toString());
  return {
    user_id: bet.userId,
    bet_guid: bet.betGuid,
    group_index: bet.groupIndex,
    fingerprint: bet.fingerprint,
    account_id: bet.accountId,
    wallet_account_id: bet.walletAccountId,
    currency: bet.currency,
    currency_id: bet.currencyId,
    scale: bet.scale,
    kind: bet.kind,
    system_size: bet.systemSize,
    anti_margin: bet.antiMargin,
    status: bet.status,
    stake: text(bet.stake),
    stake_tax: text(bet.stakeTax),
    bet_stake: text(bet.betStake),
    price: bet.price,
    boost_kind: bet.boostKind,
    boost_rules: bet.boostRules ?? null,
    tax_rules: bet.taxRules,
    checks: bet.checks,
    advance: bet.advance,
    live: bet.live,
    one_click: bet.oneClick,
    auto_bet_id: text(bet.autoBetId),
    vip_bid_id: text(bet.vipBidId),
    source: bet.source,
    promo: bet.promo,
    coupon_code: bet.couponCode,
    feed_seq: bet.feedSeq,
    placed_at: bet.placedAt.toISOString(),
    wait_until: bet.waitUntil?.toISOString() ?? null,
    accepted_at: bet.acceptedAt?.toISOString() ?? null,
    pending_id: text(bet.pendingId),
  };
}

function legRecords(legs: readonly NewLeg[]): Record<string, unknown>[] {
  return legs.map((leg, idx) => ({
    idx,
    event_id: leg.eventId,
    game_id: leg.gameId,
    market_key: leg.marketKey,
    g: leg.G,
    t: leg.T,
    p: leg.P,
    sent_price: leg.sentPrice,
    price: leg.price,
    kind: leg.kind,
    sport_id: leg.sportId,
    champ_id: leg.champId,
    start_at: leg.startAt.toISOString(),
    names: leg.names,
    score: leg.score,
  }));
}

function outcomeOf(id: bigint | string | number): AcceptOutcome {
  const value = BigInt(id);
  if (value < 0n) return { kind: 'stale' };
  return value === 0n ? { kind: 'duplicate' } : { kind: 'written', betId: value };
}

function staleOnLock(error: unknown): { readonly kind: 'stale' } {
  if ((error as { code?: unknown }).code === LOCK_NOT_AVAILABLE) return { kind: 'stale' };
  throw error;
}

/** bet_place's arguments in order; bet_place_many's items have them by these names. */
export const BET_PLACE_VALUES = [
  'session',
  'touchAfterMs',
  'games',
  'viewSeq',
  'bet',
  'legs',
  'account',
  'delta',
  'kind',
  'reference',
  'memo',
  'reverses',
  'at',
  'postingAccounts',
  'postingAmounts',
] as const;

type BetPlaceArgs = Record<(typeof BET_PLACE_VALUES)[number], unknown>;

interface BetPlaceRow {
  readonly bet_id: string | null;
  readonly balance: string | null;
  readonly reserved: string | null;
}

// Every bet runs it: built and compiled once.
const betPlaceCall = compileOnce(BET_PLACE_VALUES, (db: Db, v: BetPlaceArgs) => {
  const call = sql<BetPlaceRow>`
    select bet_id::text, balance::text, reserved::text from bet_place(${v.session}::uuid,
    ${v.touchAfterMs}::integer, ${v.games}::int[], ${v.viewSeq}::bigint, ${v.bet}::jsonb, ${v.legs}::jsonb,
    ${v.account}::integer, ${v.delta}::bigint, ${v.kind}::text, ${v.reference}::text, ${v.memo}::text,
    ${v.reverses}::bigint, ${v.at}::timestamptz, ${v.postingAccounts}::integer[],
    ${v.postingAmounts}::bigint[])`;
  return { compile: () => call.compile(db) };
});

const betPlaceManyCall = compileOnce(['items'], (db: Db, v: { items: unknown }) => {
  const call = sql<BetPlaceRow & { n: number; failure: string | null }>`
    select n, bet_id::text, balance::text, reserved::text, failure from bet_place_many(${v.items}::jsonb)`;
  return { compile: () => call.compile(db) };
});

/** One bet for bet_place: the bet, its stake, and the session to check when it came from memory. */
export interface PlaceItem {
  readonly input: AcceptInput;
  readonly stake: OneBalanceTransfer;
  readonly session: KeptSession | null;
}

/** bet_place's arguments by name; the bet and its legs as objects (JSON). */
function betPlaceArgs({ input, stake, session }: PlaceItem): BetPlaceArgs {
  const [account, delta, kind, reference, memo, reverses, at, postingAccounts, postingAmounts] = stake.args;
  return {
    session: session?.sessionId ?? null,
    touchAfterMs: session?.touchAfterMs ?? null,
    games: [...input.gameIds],
    viewSeq: input.viewSeq,
    bet: betRecord(input.bet),
    legs: legRecords(input.legs),
    account,
    delta,
    kind,
    reference,
    memo,
    reverses,
    at,
    postingAccounts: [...postingAccounts],
    postingAmounts: [...postingAmounts],
  };
}

function placeOutcome(row: BetPlaceRow, stake: OneBalanceTransfer): PlaceOutcome {
  if (row.bet_id === ACCOUNT_CHANGED) return { kind: 'accountChanged' };
  if (row.bet_id === SESSION_NOT_LIVE) return { kind: 'sessionNotLive' };
  const outcome = outcomeOf(row.bet_id!);
  if (outcome.kind !== 'written') return outcome;
  return {
    ...outcome,
    moved: stake.after({ balanceMinor: BigInt(row.balance!), reservedMinor: BigInt(row.reserved!) }),
  };
}

/** bet_place's failures that are outcomes; any other is thrown, with its SQLSTATE as `code`. */
function failureOutcome(error: unknown): PlaceOutcome {
  if ((error as { code?: unknown }).code === STAKE_REFUSED) return { kind: 'refused' };
  return staleOnLock(error);
}

/** A bet's failure in bet_place_many, as node-postgres would have thrown it for the bet alone. */
class BatchedBetFailed extends Error {
  constructor(readonly code: string) {
    super(`bet_place failed in a batch: SQLSTATE ${code}`);
  }
}

function settle(outcome: () => PlaceOutcome): Settled<PlaceOutcome> {
  try {
    return { ok: true, value: outcome() };
  } catch (error) {
    return { ok: false, error };
  }
}

/** The SQL that writes new bets and their legs, and the markets' liability. */
export class BetWriterRepository {
  /**
   * The call of bet_place (migrations 0101, 0103): the session's check when one is given, bet_accept, then the
   * stake posted by the wallet's ledger_transfer_one, in one statement; nothing written unless the outcome is
   * `written`. bench/bets runs this same text in pgbench.
   */
  async place(db: Db, item: PlaceItem): Promise<PlaceOutcome> {
    const args = betPlaceArgs(item);
    try {
      const result = await db.executeQuery(
        betPlaceCall(db, { ...args, bet: JSON.stringify(args.bet), legs: JSON.stringify(args.legs) }),
      );
      return placeOutcome(result.rows[0]!, item.stake);
    } catch (error) {
      return failureOutcome(error);
    }
  }

  /**
   * Several bets in one statement (bet_place_many, migration 0104), each placed or failed as bet_place would
   * place or fail it alone; a single bet is bet_place's own call. Through the pool, never inside a caller's
   * transaction: the bets are different requests', each atomic by itself.
   */
  async placeMany(db: Db, items: readonly PlaceItem[]): Promise<Settled<PlaceOutcome>[]> {
    if (items.length === 1)
      return [
        await this.place(db, items[0]!).then(
          (value) => ({ ok: true, value }) as const,
          (error: unknown) => ({ ok: false, error }) as const,
        ),
      ];
    const result = await db.executeQuery(
      betPlaceManyCall(db, { items: JSON.stringify(items.map(betPlaceArgs)) }),
    );
    const answers: Settled<PlaceOutcome>[] = [];
    for (const row of result.rows) {
      const { stake } = items[row.n]!;
      answers[row.n] = settle(() =>
        row.failure === null ? placeOutcome(row, stake) : failureOutcome(new BatchedBetFailed(row.failure)),
      );
    }
    return answers;
  }

  /**
   * The call of bet_accept (migration 0072): the feed fence, then the bet and its legs, for a stake held
   * already. The caller rolls back on any outcome but `written`.
   */
  async insertAccepted(trx: Db, input: AcceptInput): Promise<AcceptOutcome> {
    try {
      const result = await sql<{ bet_id: string }>`select bet_accept(${[...input.gameIds]}::int[],
        ${input.viewSeq}::bigint, ${JSON.stringify(betRecord(input.bet))}::jsonb,
        ${JSON.stringify(legRecords(input.legs))}::jsonb)::text as bet_id`.execute(trx);
      return outcomeOf(result.rows[0]!.bet_id);
    } catch (error) {
      return staleOnLock(error);
    }
  }

  /** A bet waiting for its live delay: written without the fence (its decision passes it). Null: a duplicate. */
  async insertWaiting(trx: Db, bet: NewBet, legs: readonly NewLeg[]): Promise<bigint | null> {
    const outcome = await this.insertAccepted(trx, { gameIds: [], viewSeq: 0, bet, legs });
    return outcome.kind === 'written' ? outcome.betId : null;
  }

  /**
   * A waiting bet accepted at the end of its delay: the same fence, then the bet (still waiting) becomes open
   * with the prices now.
   */
  async acceptWaiting(
    trx: Db,
    input: {
      readonly betId: bigint;
      readonly gameIds: readonly number[];
      readonly viewSeq: number;
      readonly prices: readonly number[];
      readonly price: number;
      readonly acceptedAt: Date;
    },
  ): Promise<AcceptOutcome> {
    try {
      const result = await sql<{ bet_id: string | null; fresh: number }>`
        with fence as (
          select seq from feed_games where id = any(${[...input.gameIds]}::int[]) for share nowait
        ), fresh as (
          select 1 as ok where (select count(*) from fence where seq <= ${input.viewSeq}::bigint) = ${input.gameIds.length}::int
        ), bet as (
          update bets set status = 'open', price = ${input.price}::int, accepted_at = ${input.acceptedAt}::timestamptz,
            decided_at = ${input.acceptedAt}::timestamptz, feed_seq = ${input.viewSeq}::bigint
          where id = ${input.betId.toString()}::bigint and status = 'waiting' and exists (select 1 from fresh)
          returning id
        ), legs as (
          update bet_legs set price = p.price
          from unnest(${[...input.prices]}::int[]) with ordinality as p(price, n)
          where bet_id = (select id from bet) and idx = p.n - 1
        )
        select (select count(*) from fresh)::int as fresh, (select id from bet)::text as bet_id`.execute(trx);
      const row = result.rows[0]!;
      if (row.fresh === 0) return { kind: 'stale' };
      return row.bet_id === null ? { kind: 'duplicate' } : { kind: 'written', betId: BigInt(row.bet_id) };
    } catch (error) {
      return staleOnLock(error);
    }
  }

  /**
   * The feed fence alone (a cash-out): share-locks the games' rows, never waiting, and answers whether none of
   * them changed after `viewSeq`. A false answer may have aborted the transaction: roll it back.
   */
  async fence(trx: Db, gameIds: readonly number[], viewSeq: number): Promise<boolean> {
    if (gameIds.length === 0) return true;
    try {
      const result = await sql<{ fresh: number }>`
        with fence as (select seq from feed_games where id = any(${[...gameIds]}::int[]) for share nowait)
        select count(*)::int as fresh from fence where seq <= ${viewSeq}::bigint`.execute(trx);
      return result.rows[0]?.fresh === gameIds.length;
    } catch (error) {
      if ((error as { code?: unknown }).code === LOCK_NOT_AVAILABLE) return false;
      throw error;
    }
  }

  /** The liability the market has granted (base-currency cents), 0 for a market not bet on yet. */
  async exposure(db: Db, market: Omit<Exposure, 'cents'>): Promise<bigint> {
    const row = await db
      .selectFrom('bet_market_exposure')
      .select('amount')
      .where('event_id', '=', market.eventId)
      .where('market_key', '=', market.marketKey)
      .executeTakeFirst();
    return row?.amount ?? 0n;
  }

  /** Grants `cents` more of a market's liability if it stays within `maxCents`; false when it would not. */
  async grant(db: Db, market: Exposure, maxCents: bigint): Promise<boolean> {
    if (market.cents > maxCents) return false;
    const result = await sql<{ amount: string }>`
      insert into bet_market_exposure as x (event_id, market_key, amount)
      values (${market.eventId}::int, ${market.marketKey}::text, ${market.cents.toString()}::bigint)
      on conflict (event_id, market_key) do update set amount = x.amount + excluded.amount
        where x.amount + excluded.amount <= ${maxCents.toString()}::bigint
      returning amount::text`.execute(db);
    return result.rows.length > 0;
  }

  /** Gives back granted liability no bet used (a stopping process's unused share). */
  async ungrant(db: Db, market: Exposure): Promise<void> {
    await sql`update bet_market_exposure set amount = amount - ${market.cents.toString()}::bigint
      where event_id = ${market.eventId}::int and market_key = ${market.marketKey}::text`.execute(db);
  }
}
