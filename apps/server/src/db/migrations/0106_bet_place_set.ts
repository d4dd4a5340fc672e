import { sql, type Kysely } from 'kysely';

/**
 * bet_place_many places a batch's bets a few statements at a time instead of one bet_place each.
 *
 * Run one by one (migration 0104), every bet paid for its ten statements' executor start-up, its custom plan for the
 * feed fence, the parsing of its tables' CHECK constraints (PostgreSQL reads them again for each statement that
 * writes a row) and a subtransaction: most of the backend's time for a bet. bet_place_set(p_items, p_ns) writes the
 * bets of p_items at the indexes p_ns, which pay from different accounts, in three statements: the feed fence (share
 * locks on the games, skipping those the trading engine holds at that moment), the paying accounts locked in id
 * order, then one statement with the checks of bet_place for every bet (the session as session_check decides it, the
 * active account, the fence's sequence on games it locked, the betGUID not used yet) and the writes of those that
 * pass: the stakes, the bets and legs, the ledger transactions and postings. Its answers are bet_place's: -3, -2,
 * -1, 0, the bet's id with the balance, or failure SB001 when the account cannot pay. A bet on a game the engine
 * holds gets -1 (a newer view), the answer a bet placed alone gets when its fence cannot wait (55P03).
 *
 * bet_place_many splits a batch into rounds, a paying account's first bet in the first round, its second in the
 * second, and so on, so each round's accounts differ and a later bet of an account sees the earlier one, as in the
 * one-by-one order. Anything unusual (a betGUID another statement wrote meanwhile, a deadlock) undoes the rounds and
 * places the batch one bet at a time as before (bet_place_each, the old bet_place_many), where each bet fails alone.
 * One difference from one by one: a bet refused for its stake (SB001) still counts as its session's activity
 * (last_seen_at moves on), which the refusal undid there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter function bet_place_many(jsonb) rename to bet_place_each`.execute(db);
  await sql`
    create function bet_place_set(p_items jsonb, p_ns integer[])
    returns jsonb
    language plpgsql as $$
    declare
      v_sound boolean;
      v_placed jsonb;
      v_fenced integer[];
    begin
      select array_agg(g.id) into v_fenced from (
        select id from feed_games
        where id = any(array(select jsonb_array_elements_text(p_items->n->'games')::integer
          from unnest(p_ns) n))
        order by id for share skip locked
      ) g;
      perform 1 from ledger_accounts
      where id = any(array(select (p_items->n->>'account')::integer from unnest(p_ns) n))
      order by id for update;
      with items as (
        select x.n, x.a, r as bet, (x.a->>'session')::uuid as session, (x.a->>'at')::timestamptz as at,
          (x.a->>'account')::integer as account, (x.a->>'delta')::bigint as delta
        from (select n, p_items->n as a from unnest(p_ns) n) x,
          jsonb_populate_record(null::bets, x.a->'bet') r
      ),
      sessions_seen as (
        select i.n, i.session, i.at, s.last_seen_at, (i.a->>'touchAfterMs')::integer as touch_after_ms
        from items i cross join lateral (
          select s.last_seen_at from sessions s join users u on u.id = s.user_id
          where s.id = i.session and s.ended_at is null and s.expires_at > i.at and u.status <> 'blocked'
            and (s.idle_timeout_ms is null
              or i.at - s.last_seen_at <= s.idle_timeout_ms * interval '1 millisecond')
          offset 0
        ) s
      ),
      stale_sessions as (
        select t.session, t.at from sessions_seen t
        where t.at - t.last_seen_at > t.touch_after_ms * interval '1 millisecond'
      ),
      touched as (
        update sessions s set last_seen_at = t.at
        from stale_sessions t
        where s.id = t.session and s.id = any(array(select session from stale_sessions))
      ),
      checked as (
        select i.*,
          case
            when i.session is not null and not exists (select 1 from sessions_seen t where t.n = i.n) then -3
            when not exists (select 1 from wallet_holders h
              where h.user_id = (i.bet).user_id and h.active_account_id = (i.bet).wallet_account_id
              offset 0) then -2
            when (select count(*) from feed_games g
              where g.id = any(array(select jsonb_array_elements_text(i.a->'games')::integer))
                and g.id = any(v_fenced)
                and g.seq <= (i.a->>'viewSeq')::bigint) <> jsonb_array_length(i.a->'games') then -1
            when exists (select 1 from bets b where b.user_id = (i.bet).user_id
              and b.bet_guid = (i.bet).bet_guid and b.group_index = (i.bet).group_index offset 0) then 0
          end as refusal
        from items i
      ),
      debited as (
        update ledger_accounts l set balance = l.balance + c.delta
        from checked c
        where c.refusal is null and l.id = c.account and l.closed_at is null
          and (not l.floor_zero or l.balance + c.delta >= l.reserved)
        returning c.n, l.balance, l.reserved
      ),
      placed as (
        insert into bets (user_id, bet_guid, group_index, fingerprint, account_id, wallet_account_id, currency,
          currency_id, scale, kind, system_size, anti_margin, status, stake, stake_tax, bet_stake, open_stake, price,
          boost_kind, boost_rules, tax_rules, checks, advance, live, one_click, auto_bet_id, vip_bid_id, source, promo,
          coupon_code, feed_seq, placed_at, wait_until, accepted_at, pending_id)
        select (b).user_id, (b).bet_guid, (b).group_index, (b).fingerprint, (b).account_id, (b).wallet_account_id,
          (b).currency, (b).currency_id, (b).scale, (b).kind, (b).system_size, (b).anti_margin, (b).status, (b).stake,
          (b).stake_tax, (b).bet_stake, (b).bet_stake, (b).price, (b).boost_kind, (b).boost_rules, (b).tax_rules,
          (b).checks, (b).advance, (b).live, (b).one_click, (b).auto_bet_id, (b).vip_bid_id, (b).source, (b).promo,
          (b).coupon_code, (b).feed_seq, (b).placed_at, (b).wait_until, (b).accepted_at, (b).pending_id
        from (select c.bet as b from checked c join debited d on d.n = c.n) x
        on conflict (user_id, bet_guid, group_index) do nothing
        returning id, user_id, bet_guid, group_index
      ),
      placed_items as (
        select c.n, c.a, c.at, p.id
        from placed p join checked c on c.refusal is null and (c.bet).user_id = p.user_id
          and (c.bet).bet_guid = p.bet_guid and (c.bet).group_index = p.group_index
      ),
      legs as (
        insert into bet_legs (bet_id, idx, event_id, game_id, market_key, g, t, p, sent_price, price, kind, sport_id,
          champ_id, start_at, names, score)
        select pi.id, l.idx, l.event_id, l.game_id, l.market_key, l.g, l.t, l.p, l.sent_price, l.price, l.kind,
          l.sport_id, l.champ_id, l.start_at, l.names, l.score
        from placed_items pi, jsonb_populate_recordset(null::bet_legs, pi.a->'legs') l
      ),
      transactions as (
        insert into ledger_transactions (kind, reference, memo, reverses_id, created_at)
        select pi.a->>'kind', (pi.a->>'reference') || pi.id, pi.a->>'memo', (pi.a->>'reverses')::bigint, pi.at
        from placed_items pi
        returning id, reference
      ),
      postings as (
        insert into ledger_postings (transaction_id, account_id, amount)
        select t.id, p.account_id::integer, p.amount::bigint
        from placed_items pi join transactions t on t.reference = (pi.a->>'reference') || pi.id,
          rows from (jsonb_array_elements_text(pi.a->'postingAccounts'),
            jsonb_array_elements_text(pi.a->'postingAmounts')) as p(account_id, amount)
      )
      select (select count(*) from debited) = (select count(*) from placed),
        jsonb_agg(jsonb_build_object('n', c.n,
          'bet_id', coalesce(c.refusal, pi.id),
          'balance', d.balance, 'reserved', d.reserved,
          'failure', case when c.refusal is null and d.n is null then 'SB001' end) order by c.n)
      into v_sound, v_placed
      from checked c left join debited d on d.n = c.n left join placed_items pi on pi.n = c.n;
      if not v_sound then
        raise exception 'a bet of the batch was written meanwhile' using errcode = 'SB002';
      end if;
      return v_placed;
    end
    $$`.execute(db);
  await sql`
    create function bet_place_many(p_items jsonb)
    returns table (n integer, bet_id bigint, balance bigint, reserved bigint, failure text)
    language plpgsql as $$
    declare
      v_round record;
      v_placed jsonb := '[]';
    begin
      begin
        for v_round in
          select array_agg(r.at_index order by r.at_index) as ns
          from (
            select (e.ordinality - 1)::integer as at_index,
              row_number() over (partition by e.value->>'account' order by e.ordinality) as round
            from jsonb_array_elements(p_items) with ordinality as e
          ) r
          group by r.round
          order by r.round
        loop
          v_placed := v_placed || bet_place_set(p_items, v_round.ns);
        end loop;
      exception when others then
        return query select * from bet_place_each(p_items);
        return;
      end;
      return query select (r->>'n')::integer, (r->>'bet_id')::bigint, (r->>'balance')::bigint,
        (r->>'reserved')::bigint, r->>'failure'
      from jsonb_array_elements(v_placed) as r;
    end
    $$`.execute(db);
}
