import { sql, type Kysely } from 'kysely';

/**
 * A bet in one statement, so a single bet needs no begin and commit round trips.
 *
 * ledger_transfer_one: the movement that changes one cached balance (a stake, a win, a deposit, an adjustment),
 * the wallet's only SQL for it: a conditional update of the account (refused when a debit would take more than
 * is available, or the account is closed), the transaction row and its postings. It answers the account's
 * balance and holds as the update left them, or no row when the account refused (nothing written). In a
 * function, PostgreSQL plans its statements once per session instead of once per call.
 *
 * bet_place: bet_accept (migration 0072), then the stake moved by ledger_transfer_one with the reference
 * completed by the new bet's id. It answers -2 when the bet's wallet account is no longer the player's active
 * account (the server may have it from a cache), bet_accept's -1 (stale) or 0 (duplicate), each with nothing
 * written, or the bet id with the account's balance and holds. A refused stake raises SQLSTATE SB001, so the
 * bet row written just before goes with the statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function ledger_transfer_one(p_account integer, p_delta bigint, p_kind text, p_reference text,
      p_memo text, p_reverses bigint, p_at timestamptz, p_posting_accounts integer[], p_posting_amounts bigint[])
    returns table (transaction_id bigint, balance bigint, reserved bigint)
    language plpgsql as $$
    #variable_conflict use_column
    declare
      v_balance bigint;
      v_reserved bigint;
      v_tx bigint;
    begin
      update ledger_accounts set balance = balance + p_delta
      where id = p_account and closed_at is null and (not floor_zero or balance + p_delta >= reserved)
      returning balance, reserved into v_balance, v_reserved;
      if not found then
        return;
      end if;
      insert into ledger_transactions (kind, reference, memo, reverses_id, created_at)
      values (p_kind, p_reference, p_memo, p_reverses, p_at)
      returning id into v_tx;
      insert into ledger_postings (transaction_id, account_id, amount)
      select v_tx, p.account_id, p.amount from unnest(p_posting_accounts, p_posting_amounts) as p(account_id, amount);
      return query select v_tx, v_balance, v_reserved;
    end
    $$`.execute(db);
  await sql`
    create function bet_place(p_games integer[], p_view_seq bigint, p_bet jsonb, p_legs jsonb,
      p_account integer, p_delta bigint, p_kind text, p_reference text, p_memo text, p_reverses bigint,
      p_at timestamptz, p_posting_accounts integer[], p_posting_amounts bigint[])
    returns table (bet_id bigint, balance bigint, reserved bigint)
    language plpgsql as $$
    declare
      v_id bigint;
      v_moved record;
    begin
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
