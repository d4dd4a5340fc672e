import WebSocket from 'ws';
import { LIVE_PUSH_VERSION } from '@sportsbook/core/api/live-push/live-push.constants';
import {
  serverMessageSchema,
  type ServerMessage,
} from '@sportsbook/core/api/live-push/live-push-server.schema';
import {
  applyServerMessage,
  EMPTY_LIVE_PUSH_STATE,
  type LivePushState,
} from '@sportsbook/core/api/live-push/live-push-state';

type Of<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;

/**
 * A test client of the live push endpoint: checks every server message against the protocol schema, keeps
 * them in order and the state they build, and waits for the next one of a kind.
 */
export class PushSocket {
  readonly messages: ServerMessage[] = [];
  state: LivePushState = EMPTY_LIVE_PUSH_STATE;
  private cursor = 0;
  private wake: (() => void) | undefined;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      const message = serverMessageSchema.parse(JSON.parse(data.toString('utf8')));
      this.messages.push(message);
      this.state = applyServerMessage(this.state, message);
      this.wake?.();
    });
  }

  static async open(url: string, options: WebSocket.ClientOptions = {}): Promise<PushSocket> {
    const ws = new WebSocket(url, options);
    const socket = new PushSocket(ws);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    return socket;
  }

  /** Sends a protocol message (`v` added) or raw text. */
  send(message: Record<string, unknown> | string): void {
    this.ws.send(
      typeof message === 'string' ? message : JSON.stringify({ v: LIVE_PUSH_VERSION, ...message }),
    );
  }

  /** The next message of that type after the ones already taken; earlier messages of other types are skipped. */
  async next<T extends ServerMessage['type']>(type: T, timeoutMs = 2000): Promise<Of<T>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.cursor < this.messages.length) {
        const message = this.messages[this.cursor++] as ServerMessage;
        if (message.type === type) return message as Of<T>;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type} message within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** Messages of a type received so far that were not taken yet. */
  pending<T extends ServerMessage['type']>(type: T): Of<T>[] {
    return this.messages.slice(this.cursor).filter((message): message is Of<T> => message.type === type);
  }

  async close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return;
    const closed = new Promise((resolve) => this.ws.once('close', resolve));
    this.ws.close();
    await closed;
  }
}
