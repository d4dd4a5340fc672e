import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { OutboxRow } from './outbox.repository';

/** The newest outbox message to a recipient (tests read codes and links where a player would). */
export async function lastMessageTo(db: Kysely<Database>, recipient: string): Promise<OutboxRow> {
  const row = await db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new Error(`no message to ${recipient}`);
  return row;
}

/** The six-digit code in a message's text. */
export function codeIn(message: Pick<OutboxRow, 'body_text'>): string {
  const code = /\b(\d{6})\b/.exec(message.body_text)?.[1];
  if (!code) throw new Error(`no code in: ${message.body_text}`);
  return code;
}

/** The `token` query parameter of the message's first link. */
export function tokenIn(message: Pick<OutboxRow, 'links'>): string {
  const url = message.links[0]?.url;
  const token = url ? new URL(url).searchParams.get('token') : null;
  if (!token) throw new Error('no token link in the message');
  return token;
}
