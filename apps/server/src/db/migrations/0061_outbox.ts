import { sql, type Kysely } from 'kysely';

/** SMS and e-mail waiting for delivery, written in the same transaction as the code or link they carry. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table outbox_messages (
      id bigint generated always as identity primary key,
      channel text not null check (channel in ('email', 'sms')),
      recipient text not null,
      subject text not null,
      body_text text not null,
      links jsonb not null default '[]',
      purpose text not null,
      user_id integer,
      sensitive boolean not null default false,
      status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
      transport text,
      attempts integer not null default 0,
      next_attempt_at timestamptz not null,
      last_error text,
      created_at timestamptz not null,
      sent_at timestamptz
    )`.execute(db);
  await sql`create index outbox_pending_idx on outbox_messages (next_attempt_at) where status = 'pending'`.execute(
    db,
  );
  await sql`create index outbox_recipient_idx on outbox_messages (recipient, id desc)`.execute(db);
}
