import type { OutboxRow } from './outbox.repository';

/** Delivers one message; throws when the provider refused it or could not be reached. */
export interface OutboxTransport {
  readonly name: string;
  /** A real provider: after it delivered a sensitive message, the stored text is removed. */
  readonly external: boolean;
  send(message: OutboxRow): Promise<void>;
}

/** The message text with its links under it, as plain text for SMS and e-mail. */
export function plainText(message: Pick<OutboxRow, 'body_text' | 'links'>): string {
  const links = message.links.map((link) => `${link.label}: ${link.url}`);
  return [message.body_text, ...links].join('\n\n');
}

/** Development: the message stays in the outbox, where GET /dev/mailbox shows it. */
export const devMailboxTransport: OutboxTransport = {
  name: 'dev-mailbox',
  external: false,
  async send() {},
};
