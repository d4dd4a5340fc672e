import { sql, type Kysely } from 'kysely';

/**
 * Saved coupons (booking codes, read back per partner), the one-click stake, the auto-bet and VIP-bid orders
 * (each holding its stake until it becomes a bet or is released), and the settlement reader's cursor.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table saved_coupons (
      partner_id integer not null,
      code text not null,
      guid text not null unique,
      coupon jsonb not null,
      user_id integer,
      created_at timestamptz not null,
      primary key (partner_id, code)
    )`.execute(db);
  await sql`
    create table one_click_settings (
      user_id integer primary key references users (id),
      currency text not null,
      stake bigint not null check (stake > 0),
      policy smallint not null check (policy between 0 and 2),
      updated_at timestamptz not null
    )`.execute(db);
  await sql`
    create table bet_orders (
      id bigint generated always as identity primary key,
      kind text not null check (kind in ('auto', 'vip')),
      user_id integer not null references users (id),
      bet_guid text not null,
      country_iso text,
      account_id integer not null,
      currency text not null,
      currency_id integer,
      scale smallint not null,
      coupon jsonb not null,
      target_price integer,
      stake bigint not null check (stake > 0),
      pending_id bigint not null,
      game_ids integer[] not null,
      status text not null check (status in ('waiting', 'placed', 'cancelled', 'released', 'declined', 'refused')),
      bet_id bigint,
      refuse_code integer,
      operator text,
      reason text,
      created_at timestamptz not null,
      decided_at timestamptz,
      unique (user_id, kind, bet_guid)
    )`.execute(db);
  await sql`create index bet_orders_waiting_idx on bet_orders (kind, country_iso) where status = 'waiting'`.execute(
    db,
  );
  await sql`create index bet_orders_user_idx on bet_orders (user_id, created_at desc)`.execute(db);
  await sql`
    create table betting_cursor (
      id integer primary key check (id = 1),
      seq bigint not null
    )`.execute(db);
  await sql`insert into betting_cursor (id, seq) values (1, 0)`.execute(db);
}
