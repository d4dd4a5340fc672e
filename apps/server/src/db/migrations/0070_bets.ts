import { sql, type Kysely } from 'kysely';

const BET_KINDS = `'single', 'express', 'system', 'anti'`;
const BET_STATUSES = `'open', 'won', 'lost', 'refund', 'sold', 'waiting', 'refused'`;
const LEG_RESULTS = `'won', 'lost', 'void', 'half-won', 'half-lost'`;

/**
 * Bets and their legs (docs/BETTING.md). Amounts are bigint minor units of the bet's currency, prices integer
 * thousandths, a leg's line (P) integer thousandths. A bet is unique per player, betGUID and group (a multi
 * coupon is several bets under one betGUID); settlements are unique per bet and revision.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table bets (
      id bigint generated always as identity primary key,
      user_id integer not null references users (id),
      bet_guid text not null,
      group_index smallint not null default 0,
      fingerprint text not null,
      account_id integer not null,
      wallet_account_id integer not null,
      currency text not null,
      currency_id integer,
      scale smallint not null,
      kind text not null check (kind in (${sql.raw(BET_KINDS)})),
      system_size smallint,
      anti_margin text,
      status text not null check (status in (${sql.raw(BET_STATUSES)})),
      stake bigint not null check (stake > 0),
      stake_tax bigint not null default 0 check (stake_tax >= 0),
      bet_stake bigint not null check (bet_stake > 0),
      open_stake bigint not null check (open_stake >= 0),
      price integer not null,
      boost_kind text check (boost_kind in ('express', 'power')),
      boost_rules jsonb,
      tax_rules jsonb not null,
      checks jsonb not null,
      advance boolean not null default false,
      live boolean not null,
      one_click boolean not null default false,
      auto_bet_id bigint,
      vip_bid_id bigint,
      source integer,
      promo text,
      coupon_code text,
      feed_seq bigint,
      placed_at timestamptz not null,
      wait_until timestamptz,
      accepted_at timestamptz,
      decided_at timestamptz,
      refuse_code integer,
      refuse_text text,
      pending_id bigint,
      stake_tx bigint,
      payout bigint,
      boost bigint,
      payout_tax bigint,
      paid bigint,
      sold bigint not null default 0,
      settled_at timestamptz,
      revision integer not null default 0,
      settle_tx bigint,
      settle_due boolean not null default false,
      hidden_at timestamptz,
      unique (user_id, bet_guid, group_index)
    )`.execute(db);
  await sql`create index bets_user_idx on bets (user_id, placed_at desc)`.execute(db);
  await sql`create index bets_due_idx on bets (id) where settle_due`.execute(db);
  await sql`create index bets_waiting_idx on bets (wait_until) where status = 'waiting'`.execute(db);
  await sql`create index bets_running_idx on bets (user_id, currency) where status = 'open'`.execute(db);
  await sql`
    create table bet_legs (
      bet_id bigint not null references bets (id),
      idx smallint not null,
      event_id integer not null,
      game_id integer not null,
      market_key text not null,
      g integer not null,
      t integer not null,
      p integer not null,
      sent_price integer not null,
      price integer not null,
      kind smallint not null check (kind in (1, 3)),
      sport_id integer not null,
      champ_id integer not null,
      start_at timestamptz not null,
      names jsonb not null,
      score text,
      result text check (result in (${sql.raw(LEG_RESULTS)})),
      result_seq bigint,
      primary key (bet_id, idx)
    )`.execute(db);
  await sql`create index bet_legs_game_idx on bet_legs (game_id)`.execute(db);
  await sql`
    create table bet_settlements (
      bet_id bigint not null references bets (id),
      revision integer not null,
      status text not null,
      payout bigint not null,
      boost bigint not null,
      payout_tax bigint not null,
      paid bigint not null,
      credited bigint not null default 0,
      transaction_id bigint,
      created_at timestamptz not null,
      primary key (bet_id, revision)
    )`.execute(db);
  await sql`
    create table bet_cash_outs (
      id bigint generated always as identity primary key,
      bet_id bigint not null references bets (id),
      stake_part bigint not null check (stake_part > 0),
      value bigint not null check (value >= 0),
      tax bigint not null,
      transaction_id bigint not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index bet_cash_outs_bet_idx on bet_cash_outs (bet_id)`.execute(db);
  await sql`
    create table bet_market_exposure (
      event_id integer not null,
      market_key text not null,
      amount bigint not null,
      primary key (event_id, market_key)
    )`.execute(db);
}
