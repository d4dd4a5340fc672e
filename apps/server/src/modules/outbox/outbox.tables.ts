import type { ColumnType, Generated } from 'kysely';

export interface OutboxLink {
  readonly label: string;
  readonly url: string;
}

export interface OutboxMessagesTable {
  id: Generated<bigint>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body_text: string;
  links: ColumnType<OutboxLink[], string | undefined, string>;
  purpose: string;
  user_id: number | null;
  /** Carries a code or a link: its text is blanked once a real transport has delivered it. */
  sensitive: boolean;
  status: Generated<'pending' | 'sent' | 'failed'>;
  transport: string | null;
  attempts: Generated<number>;
  next_attempt_at: Date;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

export interface OutboxTables {
  outbox_messages: OutboxMessagesTable;
}
