import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { serviceKey } from '../../platform/service-registry';
import type { OutboxLink } from './outbox.tables';

export interface OutgoingMessage {
  readonly channel: 'email' | 'sms';
  /** An e-mail address, or a phone as international digits. */
  readonly recipient: string;
  readonly subject: string;
  readonly text: string;
  readonly links?: readonly OutboxLink[];
  /** Why it is sent (`sms_login_code`, `activation`, ...), for the mailbox and the operator. */
  readonly purpose: string;
  readonly userId?: number | null;
  /** It carries a code or a link: blanked once a real transport has delivered it. */
  readonly sensitive?: boolean;
}

/**
 * SMS and e-mail leave the product only through here. `enqueue` writes the message in the caller's
 * transaction, so a code and the message carrying it are committed together or not at all; a worker
 * delivers it afterwards.
 */
export interface OutboxService {
  enqueue(message: OutgoingMessage, trx?: Kysely<Database>): Promise<void>;
  /** Delivers what is due now; the worker also does on a timer. Answers how many were attempted. */
  deliverDue(): Promise<number>;
}

export const OUTBOX_SERVICE = serviceKey<OutboxService>('outbox');
