import type { LiveTopic } from '@sportsbook/core/api/live-push/live-push-topic.schema';
import type { WebSocket } from 'ws';
import type { SubscriptionGroup } from './subscription-groups';

const NO_TOPICS: ReadonlyMap<string, LiveTopic> = new Map();

/** One connection: its socket, its group of topics and the little state the hub keeps for it. */
export class PushClient {
  group: SubscriptionGroup<PushClient> | undefined;
  /** Fell behind: gets no diffs until its socket drained, then one fresh snapshot. */
  stale = false;
  /** The seq of the last snapshot or diff sent: a connection that fell behind catches up from there. */
  sentSeq = 0;
  /** Answered since the last heartbeat. */
  alive = true;
  /** Bytes of snapshots sent since the socket last drained, allowed in flight on top of the slow-client threshold. */
  burstBytes = 0;
  private windowStartMs = 0;
  private windowCount = 0;

  constructor(readonly socket: WebSocket) {}

  get topics(): ReadonlyMap<string, LiveTopic> {
    return this.group?.topics ?? NO_TOPICS;
  }

  /** Counts a message against the per-second allowance; false when over it. */
  admitMessage(nowMs: number, perSecond: number): boolean {
    if (nowMs - this.windowStartMs >= 1000) {
      this.windowStartMs = nowMs;
      this.windowCount = 0;
    }
    this.windowCount += 1;
    return this.windowCount <= perSecond;
  }

  send(frame: string | Buffer): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(frame, { binary: false });
  }
}
