import { sql, type Kysely } from 'kysely';

/**
 * A bet in one round trip: the session is checked in the statement that writes the bet.
 *
 * session_check (auth's tables): whether a session still authenticates at p_at, as auth's lookup decides it:
 * not ended, not expired, its player not blocked, not idle past its idle timeout. A live session idle for more
 * than p_touch_after_ms gets last_seen_at = p_at, as the lookup does. False writes nothing: the caller looks
 * the session up the usual way, which ends an idle session and answers a blocked player.
 *
 * bet_place gains p_session (null: checked already): when the session fails session_check it answers -3 with
 * nothing written. The server may take a player's session from memory for a bet (it looked it up within the
 * last minute), and this check makes that safe: a bet is never written on a session that has ended.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function session_check(p_session uuid, p_at timestamptz, p_touch_after_ms integer)
    returns boolean
    language plpgsql as $$
    declare
      v_seen timestamptz;
      v_idle_ms integer;
      v_status text;
    begin
      select s.last_seen_at, s.idle_timeout_ms, u.status into v_seen, v_idle_ms, v_status
      from sessions s join users u on u.id = s.user_id
      where s.id = p_session and s.ended_at is null and s.expires_at > p_at;
      if not found or v_status = 'blocked' then
        return false;
      end if;
      if v_idle_ms is not null and p_at - v_seen > v_idle_ms * interval '1 millisecond' then
        return false;
      end if;
      if p_at - v_seen > p_touch_after_ms * interval '1 millisecond' then
        update sessions set last_seen_at = p_at where id = p_session;
      end if;
      return true;
    end
    $$`.execute(db);
  await sql`drop function bet_place(integer[], bigint, jsonb, jsonb, integer, bigint, text, text, text, bigint,
    timestamptz, integer[], bigint[])`.execute(db);
  await sql`
    create function bet_place(p_session uuid, p_touch_after_ms integer, p_games integer[], p_view_seq bigint,
      p_bet jsonb, p_legs jsonb, p_account integer, p_delta bigint, p_kind text, p_reference text, p_memo text,
      p_reverses bigint, p_at timestamptz, p_posting_accounts integer[], p_posting_amounts bigint[])
    returns table (bet_id bigint, balance bigint, reserved bigint)
    language plpgsql as $$
    declare
      v_id bigint;
      v_moved record;
    begin
      if p_session is not null and not session_check(p_session, p_at, p_touch_after_ms) then
        return query select -3::bigint, null::bigint, null::bigint;
        return;
      end if;
      if not exists (select 1 from wallet_holders
          where user_id = (p_bet->>'user_id')::integer
            and active_account_id = (p_bet->>'wallet_account_id')::integer) then
        return query select -2::bigint, null::bigint, null::bigint;
        return;
      end if;
      v_id := bet_accept(p_games, p_view_seq, p_bet, p_legs);
      if v_id <= 0 then
        return query select v_id, null::bigint, null::bigint;
        return;
      end if;
      select * into v_moved from ledger_transfer_one(p_account, p_delta, p_kind, p_reference || v_id, p_memo,
        p_reverses, p_at, p_posting_accounts, p_posting_amounts);
      if not found then
        raise exception 'the account refused the stake' using errcode = 'SB001';
      end if;
      return query select v_id, v_moved.balance, v_moved.reserved;
    end
    $$`.execute(db);
}
