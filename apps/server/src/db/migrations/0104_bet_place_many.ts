import { sql, type Kysely } from 'kysely';

/**
 * bet_place_many: several players' single bets in one statement, each exactly as its own bet_place call would
 * place it (migrations 0101, 0103). The server sends the bets that arrive while earlier ones are still in
 * PostgreSQL together, so a busy server pays one round trip, one commit and one WAL flush for many bets.
 *
 * Each bet runs in its own subtransaction: one that fails (a refused stake, a game the engine holds, a
 * deadlock) is rolled back alone and answered by its SQLSTATE in `failure`, and the others are still written.
 * Bets run in the order of their paying accounts, the order every batch locks them in, so two batches never
 * deadlock on each other's accounts. `n` is the bet's index in p_items. The server sends at most 32 bets,
 * under the 64 subtransactions a backend tracks before others' snapshots get slower.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function bet_place_many(p_items jsonb)
    returns table (n integer, bet_id bigint, balance bigint, reserved bigint, failure text)
    language plpgsql as $$
    declare
      v_item record;
      v_placed record;
    begin
      for v_item in
        select e.value as args, (e.ordinality - 1)::integer as at_index
        from jsonb_array_elements(p_items) with ordinality as e
        order by (e.value->>'account')::integer, e.ordinality
      loop
        n := v_item.at_index;
        begin
          select * into v_placed from bet_place((v_item.args->>'session')::uuid,
            (v_item.args->>'touchAfterMs')::integer,
            array(select jsonb_array_elements_text(v_item.args->'games')::integer),
            (v_item.args->>'viewSeq')::bigint, v_item.args->'bet', v_item.args->'legs',
            (v_item.args->>'account')::integer, (v_item.args->>'delta')::bigint, v_item.args->>'kind',
            v_item.args->>'reference', v_item.args->>'memo', (v_item.args->>'reverses')::bigint,
            (v_item.args->>'at')::timestamptz,
            array(select jsonb_array_elements_text(v_item.args->'postingAccounts')::integer),
            array(select jsonb_array_elements_text(v_item.args->'postingAmounts')::bigint));
          bet_id := v_placed.bet_id;
          balance := v_placed.balance;
          reserved := v_placed.reserved;
          failure := null;
        exception when others then
          bet_id := null;
          balance := null;
          reserved := null;
          failure := sqlstate;
        end;
        return next;
      end loop;
    end
    $$`.execute(db);
}
