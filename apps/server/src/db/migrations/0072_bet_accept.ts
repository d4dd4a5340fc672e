import { sql, type Kysely } from 'kysely';

/**
 * The hot path of bet acceptance as one function, so PostgreSQL plans its statements once per session instead
 * of once per bet (planning the statement alone cost as much as running it), and without the foreign keys of
 * bets and legs: a bet's player is the authenticated one and its legs are written in the same call as the bet,
 * while checking them cost a third of the statement.
 *
 * bet_accept: share-locks the feed rows of the bet's games without waiting (a row the engine is writing raises
 * lock_not_available), and unless one changed after p_view_seq (answer -1) writes the bet and its legs (answer
 * the bet id), or answers 0 when the player's betGUID and group are taken.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table bets drop constraint bets_user_id_fkey`.execute(db);
  await sql`alter table bet_legs drop constraint bet_legs_bet_id_fkey`.execute(db);
  await sql`
    create function bet_accept(p_games integer[], p_view_seq bigint, p_bet jsonb, p_legs jsonb) returns bigint
    language plpgsql as $$
    declare
      v_fresh integer;
      v_id bigint;
    begin
      select count(*) into v_fresh from (
        select seq from feed_games where id = any(p_games) for share nowait
      ) fence where seq <= p_view_seq;
      if v_fresh <> cardinality(p_games) then
        return -1;
      end if;
      insert into bets (user_id, bet_guid, group_index, fingerprint, account_id, wallet_account_id, currency,
        currency_id, scale, kind, system_size, anti_margin, status, stake, stake_tax, bet_stake, open_stake, price,
        boost_kind, boost_rules, tax_rules, checks, advance, live, one_click, auto_bet_id, vip_bid_id, source, promo,
        coupon_code, feed_seq, placed_at, wait_until, accepted_at, pending_id)
      select user_id, bet_guid, group_index, fingerprint, account_id, wallet_account_id, currency,
        currency_id, scale, kind, system_size, anti_margin, status, stake, stake_tax, bet_stake, bet_stake, price,
        boost_kind, boost_rules, tax_rules, checks, advance, live, one_click, auto_bet_id, vip_bid_id, source, promo,
        coupon_code, feed_seq, placed_at, wait_until, accepted_at, pending_id
      from jsonb_populate_record(null::bets, p_bet)
      on conflict (user_id, bet_guid, group_index) do nothing
      returning id into v_id;
      if v_id is null then
        return 0;
      end if;
      insert into bet_legs (bet_id, idx, event_id, game_id, market_key, g, t, p, sent_price, price, kind, sport_id,
        champ_id, start_at, names, score)
      select v_id, idx, event_id, game_id, market_key, g, t, p, sent_price, price, kind, sport_id,
        champ_id, start_at, names, score
      from jsonb_populate_recordset(null::bet_legs, p_legs);
      return v_id;
    end
    $$`.execute(db);
}
