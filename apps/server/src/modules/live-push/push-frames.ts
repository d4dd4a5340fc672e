import type { ErrorCode } from '@sportsbook/core/errors/error-codes';
import { LIVE_PUSH_LIMITS, LIVE_PUSH_VERSION } from '@sportsbook/core/api/live-push/live-push.constants';
import type { GameNotification } from '@sportsbook/core/api/feed-responses/favourites-subscriptions.schema';
import type {
  ErrorMessage,
  HelloMessage,
  NotificationMessage,
  UnsubscribedMessage,
} from '@sportsbook/core/api/live-push/live-push-server.schema';
import type { SubscriptionGroup } from './subscription-groups';

/**
 * The server's messages as JSON text. Snapshots and diffs are spliced from game JSON built once per change,
 * so no game is serialised again per connection.
 */
export type RequestId = string | number | undefined;

const head = (type: string, id: RequestId) =>
  `{"v":${LIVE_PUSH_VERSION},"type":"${type}"${id === undefined ? '' : `,"id":${JSON.stringify(id)}`}`;

export function helloFrame(seq: number, tickMs: number, heartbeatMs: number): string {
  const message: HelloMessage = {
    v: LIVE_PUSH_VERSION,
    type: 'hello',
    seq,
    tickMs,
    heartbeatMs,
    limits: { ...LIVE_PUSH_LIMITS },
  };
  return JSON.stringify(message);
}

export function snapshotFrame(
  id: RequestId,
  seq: number,
  replace: boolean,
  gameTexts: readonly string[],
  removed: readonly number[] = [],
): string {
  const gone = removed.length ? `,"removed":[${removed.join(',')}]` : '';
  return `${head('snapshot', id)},"seq":${seq},"replace":${replace},"games":[${gameTexts.join(',')}]${gone}}`;
}

export function diffFrame(seq: number, group: SubscriptionGroup<unknown>): string {
  let frame = `${head('diff', undefined)},"seq":${seq}`;
  if (group.diffs.length) frame += `,"games":[${group.diffs.join(',')}]`;
  if (group.added.length) frame += `,"added":[${group.added.join(',')}]`;
  if (group.removed.length) frame += `,"removed":[${group.removed.join(',')}]`;
  return `${frame}}`;
}

export function unsubscribedFrame(id: RequestId, seq: number, removed: number[]): string {
  const message: UnsubscribedMessage = { v: LIVE_PUSH_VERSION, type: 'unsubscribed', id, seq, removed };
  return JSON.stringify(message);
}

export function errorFrame(id: RequestId, code: ErrorCode, detail: string): string {
  const message: ErrorMessage = { v: LIVE_PUSH_VERSION, type: 'error', id, code, detail };
  return JSON.stringify(message);
}

export function pongFrame(id: RequestId): string {
  return `${head('pong', id)}}`;
}

export function notificationFrame(notification: GameNotification): string {
  const message: NotificationMessage = { v: LIVE_PUSH_VERSION, type: 'notification', notification };
  return JSON.stringify(message);
}
