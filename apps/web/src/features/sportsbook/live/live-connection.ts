import { LIVE_PUSH_PATH, LIVE_PUSH_VERSION } from '@sportsbook/core/api/live-push/live-push.constants';
import type { ServerMessage } from '@sportsbook/core/api/live-push/live-push-server.schema';
import type { LiveTopic } from '@sportsbook/core/api/live-push/live-push-topic.schema';
import { topicKey } from './push-protocol';

/** What the connection needs of a WebSocket; tests hand in a fake. */
export interface LiveSocket {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number): void;
}
export type LiveSocketFactory = (url: string) => LiveSocket;

const OPEN = 1;
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;
/** Without topics for this long the socket is closed; a page that comes back soon finds it still open. */
const IDLE_CLOSE_MS = 60_000;

export function livePushUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${LIVE_PUSH_PATH}`;
}

/**
 * The one WebSocket of the page (spec: live push). Pages hold topics by reference; requests made in the same
 * moment go out as one message. After a drop it reconnects with growing pauses and resumes from the last
 * `seq` it saw; pings a little more often than the server's heartbeat and reconnects when answers stop.
 */
export class LiveConnection {
  private socket: LiveSocket | null = null;
  private readonly topics = new Map<string, { topic: LiveTopic; refs: number }>();
  private readonly listeners = new Set<(message: ServerMessage) => void>();
  private toSubscribe = new Map<string, LiveTopic>();
  private toUnsubscribe = new Map<string, LiveTopic>();
  private flushQueued = false;
  private ready = false;
  private seq = 0;
  private retryMs = RETRY_FIRST_MS;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private lastHeardMs = 0;

  constructor(
    private readonly onMessage: (message: ServerMessage) => void,
    private readonly createSocket: LiveSocketFactory = (url) => new WebSocket(url),
    private readonly url: () => string = () => livePushUrl(),
  ) {}

  /** Follows a topic until the returned function is called. */
  acquire(topic: LiveTopic): () => void {
    const key = topicKey(topic);
    const held = this.topics.get(key);
    if (held) held.refs += 1;
    else {
      this.topics.set(key, { topic, refs: 1 });
      // Released and taken again in the same moment (a page replaced by the next): nothing to tell the server.
      if (!this.toUnsubscribe.delete(key)) this.toSubscribe.set(key, topic);
      this.queueFlush();
    }
    clearTimeout(this.idleTimer);
    this.connect();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.release(key);
    };
  }

  /**
   * Hands every message to `listener` too (a player's notifications) and keeps the socket open meanwhile. An
   * open socket is opened anew, so that its upgrade carries the session cookie of the player now logged in.
   */
  listen(listener: (message: ServerMessage) => void): () => void {
    this.listeners.add(listener);
    this.close();
    this.connect();
    return () => {
      this.listeners.delete(listener);
      this.idleLater();
    };
  }

  private idleLater(): void {
    if (this.topics.size + this.listeners.size === 0)
      this.idleTimer = setTimeout(() => this.close(), IDLE_CLOSE_MS);
  }

  private release(key: string): void {
    const held = this.topics.get(key);
    if (!held) return;
    held.refs -= 1;
    if (held.refs > 0) return;
    this.topics.delete(key);
    if (!this.toSubscribe.delete(key)) this.toUnsubscribe.set(key, held.topic);
    this.queueFlush();
    this.idleLater();
  }

  private queueFlush(): void {
    if (this.flushQueued) return;
    this.flushQueued = true;
    queueMicrotask(() => {
      this.flushQueued = false;
      this.flush();
    });
  }

  private flush(): void {
    if (!this.ready) return;
    if (this.toUnsubscribe.size > 0) {
      this.send({ type: 'unsubscribe', topics: [...this.toUnsubscribe.values()] });
      this.toUnsubscribe = new Map();
    }
    if (this.toSubscribe.size > 0) {
      this.send({ type: 'subscribe', topics: [...this.toSubscribe.values()] });
      this.toSubscribe = new Map();
    }
  }

  private send(message: Record<string, unknown>): void {
    if (this.socket?.readyState === OPEN)
      this.socket.send(JSON.stringify({ v: LIVE_PUSH_VERSION, ...message }));
  }

  private connect(): void {
    if (this.socket || this.retryTimer) return;
    const socket = this.createSocket(this.url());
    this.socket = socket;
    socket.onmessage = (event) => this.receive(event);
    socket.onclose = () => this.dropped(socket);
    socket.onerror = () => socket.close();
  }

  private receive(event: MessageEvent): void {
    this.lastHeardMs = Date.now();
    let message: ServerMessage;
    try {
      message = JSON.parse(String(event.data)) as ServerMessage;
    } catch {
      return;
    }
    if (message.type === 'hello') this.greeted(message.heartbeatMs);
    if ('seq' in message && message.type !== 'hello') this.seq = Math.max(this.seq, message.seq);
    if (message.type === 'error') console.warn('live push refused a message', message.code, message.detail);
    this.onMessage(message);
    for (const listener of this.listeners) listener(message);
  }

  /** Connected: resume every topic held (from the last seq seen, if any), then keep the line checked. */
  private greeted(heartbeatMs: number): void {
    this.ready = true;
    this.retryMs = RETRY_FIRST_MS;
    this.toUnsubscribe = new Map();
    this.toSubscribe = new Map();
    const topics = [...this.topics.values()].map((held) => held.topic);
    if (topics.length > 0) this.send({ type: 'subscribe', topics, ...(this.seq > 0 && { since: this.seq }) });
    clearInterval(this.heartbeat);
    this.heartbeat = setInterval(() => {
      if (Date.now() - this.lastHeardMs > heartbeatMs * 1.5) this.socket?.close();
      else this.send({ type: 'ping' });
    }, heartbeatMs / 2);
  }

  private dropped(socket: LiveSocket): void {
    if (this.socket !== socket) return;
    this.socket = null;
    this.ready = false;
    clearInterval(this.heartbeat);
    if (this.topics.size + this.listeners.size === 0) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      // Whatever needed the line may have gone while it was down (the page left the live lists).
      if (this.topics.size + this.listeners.size > 0) this.connect();
    }, this.retryMs);
    this.retryMs = Math.min(RETRY_MAX_MS, this.retryMs * 2);
  }

  /** Closes the socket for good (no topics left, or the page is going away). */
  close(): void {
    clearTimeout(this.retryTimer);
    clearTimeout(this.idleTimer);
    clearInterval(this.heartbeat);
    this.retryTimer = undefined;
    const socket = this.socket;
    this.socket = null;
    this.ready = false;
    socket?.close(1000);
  }
}
