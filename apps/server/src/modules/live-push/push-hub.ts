import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { LIVE_PUSH_LIMITS } from '@sportsbook/core/api/live-push/live-push.constants';
import type {
  SubscribeMessage,
  UnsubscribeMessage,
} from '@sportsbook/core/api/live-push/live-push-client.schema';
import { topicKey } from '@sportsbook/core/api/live-push/live-push-topic.schema';
import { parseClientMessage } from './client-message';
import { GameCatalog } from './game-catalog';
import { imageOf } from './game-image';
import type { LiveGameSource } from './live-game-source';
import { PushClient } from './push-client';
import { isNotificationAnnouncement, PlayerConnections, type ConnectionOwner } from './player-connections';
import {
  diffFrame,
  errorFrame,
  helloFrame,
  notificationFrame,
  pongFrame,
  snapshotFrame,
  unsubscribedFrame,
  type RequestId,
} from './push-frames';
import type { PushHubOptions } from './push-hub.options';
import { ResumeLog } from './resume-log';
import { SubscriptionAnswers } from './subscription-answers';
import { SubscriptionGroups, type SubscriptionGroup } from './subscription-groups';
import { TickCollector } from './tick-collector';

export interface PushHubStats {
  readonly connections: number;
  readonly groups: number;
  readonly staleConnections: number;
  readonly games: number;
  readonly seq: number;
  /** Largest unsent byte count of any connection seen since the last call. */
  readonly peakBufferedBytes: number;
  readonly bufferedBytes: number;
  readonly diffFrames: number;
  readonly staleSnapshots: number;
}

function bufferOf(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
}

/**
 * The WebSocket hub of one server process: connections and their subscriptions, a tick that turns the feed's
 * changes into one coalesced diff per subscription group, slow connections that skip diffs and catch up with
 * a snapshot, heartbeats, and resumes after a reconnect.
 */
export class PushHub {
  private readonly clients = new Set<PushClient>();
  private readonly stale = new Set<PushClient>();
  private readonly catalog = new GameCatalog();
  private readonly groups = new SubscriptionGroups<PushClient>();
  private readonly players = new PlayerConnections();
  private readonly dirty = new Set<number>();
  private readonly collector: TickCollector<PushClient>;
  private readonly answers: SubscriptionAnswers;
  private readonly resumeLog: ResumeLog;
  private publishedSeq = 0;
  private peakBufferedBytes = 0;
  private diffFrames = 0;
  private staleSnapshots = 0;
  private timers: NodeJS.Timeout[] = [];
  private flushTimer: NodeJS.Timeout | undefined;
  private lastDiffAt = Number.NEGATIVE_INFINITY;
  private stopListening: (() => void) | undefined;

  constructor(
    private readonly source: LiveGameSource,
    private readonly options: PushHubOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.resumeLog = new ResumeLog(options.resumeLogSize);
    this.collector = new TickCollector(source, this.catalog, this.groups, this.resumeLog);
    this.answers = new SubscriptionAnswers(this.catalog, this.resumeLog);
  }

  start(): void {
    this.stopListening = this.source.onChange((ids) => {
      for (const id of ids) this.dirty.add(id);
      this.flushSoon();
    });
    this.publishedSeq = this.source.seq();
    this.resumeLog.startAt(this.publishedSeq);
    for (const game of this.source.games()) this.catalog.put(imageOf(game), this.publishedSeq);
    this.timers = [
      // Publishes the sequence and catches stale connections up between changes.
      setInterval(() => {
        if (!this.flushTimer) this.guard('tick', () => this.tick());
      }, this.options.tickMs),
      setInterval(() => this.guard('heartbeat', () => this.heartbeat()), this.options.heartbeatMs),
    ];
    for (const timer of this.timers) timer.unref();
  }

  stop(): void {
    for (const timer of this.timers) clearInterval(timer);
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    this.timers = [];
    this.stopListening?.();
    for (const client of this.clients) client.socket.terminate();
  }

  /**
   * Serves the socket at once; `owner`, the player whose credentials opened it (null for a guest), is known
   * before the hello, so a client that waited for the hello misses none of its player's notifications.
   */
  connect(socket: WebSocket, owner: Promise<ConnectionOwner | null>): void {
    const client = new PushClient(socket);
    this.clients.add(client);
    socket.on('message', (data, isBinary) => {
      const answered = this.guard('message', () => this.receive(client, data, isBinary));
      if (!answered)
        this.reply(client, errorFrame(undefined, 'INTERNAL', 'The message could not be handled'));
    });
    socket.on('pong', () => (client.alive = true));
    socket.on('close', () => this.disconnect(client));
    socket.on('error', (err) => this.log.debug({ err }, 'live push socket error'));
    client.sentSeq = this.publishedSeq;
    owner
      .catch((err: unknown) => {
        this.log.error({ err }, 'live push could not authenticate a connection; serving it as a guest');
        return null;
      })
      .then((player) => {
        if (!this.clients.has(client)) return;
        if (player) this.players.add(client, player);
        client.send(helloFrame(this.publishedSeq, this.options.tickMs, this.options.heartbeatMs));
      });
  }

  /** A `user.notification` from the bus (any process's): to that player's connections of this process. */
  notify(message: unknown): void {
    if (!isNotificationAnnouncement(message)) return;
    this.players
      .deliver(message.userId, notificationFrame(message.notification))
      .catch((err: unknown) => this.log.error({ err }, 'live push could not deliver a notification'));
  }

  stats(): PushHubStats {
    let bufferedBytes = 0;
    for (const client of this.clients) bufferedBytes += client.socket.bufferedAmount;
    const peakBufferedBytes = this.peakBufferedBytes;
    this.peakBufferedBytes = 0;
    return {
      connections: this.clients.size,
      groups: this.groups.size,
      staleConnections: this.stale.size,
      games: this.catalog.size,
      seq: this.publishedSeq,
      peakBufferedBytes,
      bufferedBytes,
      diffFrames: this.diffFrames,
      staleSnapshots: this.staleSnapshots,
    };
  }

  /** A failure in one message or tick is logged (and a message answered); it never takes the process down. */
  private guard(what: string, work: () => void): boolean {
    try {
      work();
      return true;
    } catch (err) {
      this.log.error({ err }, `live push ${what} failed`);
      return false;
    }
  }

  private disconnect(client: PushClient): void {
    this.clients.delete(client);
    this.stale.delete(client);
    this.players.remove(client);
    if (client.group) this.groups.leave(client, client.group);
    client.group = undefined;
  }

  private receive(client: PushClient, data: RawData, isBinary: boolean): void {
    client.alive = true;
    if (!client.admitMessage(Date.now(), LIVE_PUSH_LIMITS.messagesPerSecond)) {
      const detail = `At most ${LIVE_PUSH_LIMITS.messagesPerSecond} messages per second`;
      return this.reply(client, errorFrame(undefined, 'RATE_LIMITED', detail));
    }
    const parsed = parseClientMessage(bufferOf(data), isBinary);
    if (!parsed.ok) return this.reply(client, errorFrame(parsed.id, parsed.code, parsed.detail));
    const { message } = parsed;
    if (message.type === 'subscribe') this.subscribe(client, message);
    else if (message.type === 'unsubscribe') this.unsubscribe(client, message);
    else this.reply(client, pongFrame(message.id));
  }

  private subscribe(client: PushClient, message: SubscribeMessage): void {
    const before = client.topics;
    const topics = new Map(before);
    for (const topic of message.topics) topics.set(topicKey(topic), topic);
    if (topics.size > LIVE_PUSH_LIMITS.topics) {
      const detail = `A connection holds at most ${LIVE_PUSH_LIMITS.topics} topics`;
      return this.reply(client, errorFrame(message.id, 'BAD_REQUEST', detail));
    }
    client.group = this.groups.move(client, client.group, topics);
    if (message.since === undefined) {
      return this.sendSnapshot(client, message.id, false, this.answers.added(before, message.topics));
    }
    const resumed = this.answers.resume(topics, message.since, this.publishedSeq);
    this.sendSnapshot(client, message.id, resumed.replace, resumed.ids, resumed.removed);
  }

  private unsubscribe(client: PushClient, message: UnsubscribeMessage): void {
    const before = client.topics;
    const topics = new Map(before);
    for (const topic of message.topics) topics.delete(topicKey(topic));
    const removed = this.answers.removed(before, topics, message.topics);
    client.group = this.groups.move(client, client.group, topics);
    this.reply(client, unsubscribedFrame(message.id, this.publishedSeq, removed));
  }

  private sendSnapshot(
    client: PushClient,
    id: RequestId,
    replace: boolean,
    gameIds: readonly number[],
    removed?: readonly number[],
  ): void {
    const texts = this.catalog.stateTexts(gameIds, (gameId, err) =>
      this.log.error({ err, gameId }, 'live push left out a game it could not write'),
    );
    const frame = snapshotFrame(id, this.publishedSeq, replace, texts, removed);
    client.burstBytes += frame.length;
    client.sentSeq = this.publishedSeq;
    this.reply(client, frame);
  }

  /** Answers are not diffs: they are sent, unless the connection keeps asking without reading them. */
  private reply(client: PushClient, frame: string): void {
    if (client.socket.bufferedAmount > this.options.maxBufferedBytes) {
      this.log.warn('closing a live push connection that does not read its answers');
      client.socket.terminate();
      return;
    }
    client.send(frame);
  }

  /**
   * Changes go out as soon as they arrive, but diffs stay at least a tick apart: the feed's batches reach
   * clients without waiting for a fixed tick's next beat, and changes within a tick still coalesce.
   */
  private flushSoon(): void {
    if (this.flushTimer) return;
    const wait = Math.max(0, this.lastDiffAt + this.options.tickMs - Date.now());
    this.flushTimer = setTimeout(() => {
      this.flushTimer = undefined;
      this.guard('tick', () => this.tick());
    }, wait);
    this.flushTimer.unref();
  }

  private tick(): void {
    const seq = this.source.seq();
    if (this.dirty.size > 0) {
      this.lastDiffAt = Date.now();
      const changed = [...this.dirty];
      this.dirty.clear();
      const touched = this.collector.collect(changed, seq, (gameId, err) =>
        this.log.error({ err, gameId }, 'live push could not publish a game change'),
      );
      for (const group of touched) this.sendDiff(group, seq);
    }
    this.publishedSeq = seq;
    this.recoverStale();
  }

  private sendDiff(group: SubscriptionGroup<PushClient>, seq: number): void {
    const frame = Buffer.from(diffFrame(seq, group));
    group.clearPending();
    for (const client of group.members) this.deliver(client, frame, seq);
  }

  /** A diff goes only to a connection that keeps up; one that does not is marked stale and skipped. */
  private deliver(client: PushClient, frame: Buffer, seq: number): void {
    if (client.stale) return;
    const buffered = client.socket.bufferedAmount;
    if (buffered > this.peakBufferedBytes) this.peakBufferedBytes = buffered;
    if (buffered < this.options.slowClientBytes) {
      client.burstBytes = 0;
    } else if (buffered > this.options.slowClientBytes + client.burstBytes) {
      client.stale = true;
      this.stale.add(client);
      return;
    }
    this.diffFrames += 1;
    client.sentSeq = seq;
    client.send(frame);
  }

  /**
   * A drained connection that fell behind gets, instead of the diffs it missed, the games that changed since
   * the last frame it was sent, in full (or all of them when the hub cannot tell).
   */
  private recoverStale(): void {
    for (const client of this.stale) {
      if (client.socket.bufferedAmount > 0) continue;
      client.stale = false;
      this.stale.delete(client);
      this.staleSnapshots += 1;
      const caughtUp = this.answers.resume(client.topics, client.sentSeq, this.publishedSeq);
      this.sendSnapshot(client, undefined, caughtUp.replace, caughtUp.ids, caughtUp.removed);
    }
  }

  private heartbeat(): void {
    for (const client of this.clients) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }
}
