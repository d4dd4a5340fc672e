import type { ErrorCode } from '@sportsbook/core/errors/error-codes';
import { LIVE_PUSH_LIMITS, LIVE_PUSH_VERSION } from '@sportsbook/core/api/live-push/live-push.constants';
import {
  clientMessageSchema,
  type ClientMessage,
} from '@sportsbook/core/api/live-push/live-push-client.schema';
import type { RequestId } from './push-frames';

export type ParsedClientMessage =
  | { readonly ok: true; readonly message: ClientMessage }
  | { readonly ok: false; readonly id: RequestId; readonly code: ErrorCode; readonly detail: string };

function refused(id: RequestId, code: ErrorCode, detail: string): ParsedClientMessage {
  return { ok: false, id, code, detail };
}

function requestIdOf(value: object): RequestId {
  const id = (value as { id?: unknown }).id;
  return typeof id === 'string' || (typeof id === 'number' && Number.isInteger(id)) ? id : undefined;
}

/** Reads one client frame; anything but a valid message of this version becomes a reason to refuse it. */
export function parseClientMessage(data: Buffer, isBinary: boolean): ParsedClientMessage {
  if (data.length > LIVE_PUSH_LIMITS.messageBytes) {
    return refused(
      undefined,
      'PAYLOAD_TOO_LARGE',
      `Messages are limited to ${LIVE_PUSH_LIMITS.messageBytes} bytes`,
    );
  }
  if (isBinary) return refused(undefined, 'BAD_REQUEST', 'Messages are JSON text frames');
  let value: unknown;
  try {
    value = JSON.parse(data.toString('utf8'));
  } catch {
    return refused(undefined, 'INVALID_JSON', 'The message is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return refused(undefined, 'BAD_REQUEST', 'A message is a JSON object');
  }
  const id = requestIdOf(value);
  if ((value as { v?: unknown }).v !== LIVE_PUSH_VERSION) {
    return refused(
      id,
      'BAD_REQUEST',
      `Unsupported protocol version; this server speaks v ${LIVE_PUSH_VERSION}`,
    );
  }
  const parsed = clientMessageSchema.safeParse(value);
  if (parsed.success) return { ok: true, message: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return refused(id, 'VALIDATION_FAILED', `${where}${issue?.message ?? 'invalid message'}`);
}
