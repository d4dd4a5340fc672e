import { sql, type Kysely } from 'kysely';

/**
 * Pay and play (PAY-15): a guest's deposit that opens the account. A start is kept until the provider's event
 * says how the payment ended; the account, the payment row and the ledger posting are made only then. The
 * sandbox provider learns to verify the payer (the identity a bank would pass on) for such payments.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table pay_and_play_starts (
      id bigint generated always as identity primary key,
      status text not null check (status in ('pending', 'failed', 'completed', 'refused')),
      method_id text not null,
      provider text not null,
      currency_id integer not null references ref_currencies (id),
      currency text not null,
      scale smallint not null,
      amount bigint not null check (amount > 0),
      partner_id integer not null,
      language text not null,
      ip text,
      claim_hash text not null,
      provider_ref text,
      redirect_url text,
      user_id integer references users (id),
      payment_id bigint references payments (id),
      refusal text,
      refund_ref text,
      claimed_at timestamptz,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index pay_and_play_refunds_idx on pay_and_play_starts (id)
    where status = 'refused' and refund_ref is null`.execute(db);
  await sql`alter table psp_payments add column verify_payer boolean not null default false`.execute(db);
  await sql`alter table psp_payments add column payer_identity jsonb`.execute(db);
}
