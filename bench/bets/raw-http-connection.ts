import net from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length: *(\d+)/i;

/**
 * One keep-alive HTTP/1.1 connection that sends a POST at a time and reads its answer: the request written as
 * one string, the answer framed by its content-length. Node's `http` client cost a quarter of a millisecond of
 * CPU a request, which the load generator took from the two cores the service and PostgreSQL share.
 */
export class RawHttpConnection {
  private readonly socket: net.Socket;
  private received: Buffer = Buffer.alloc(0);
  private waiting: { resolve: (body: string) => void; reject: (error: Error) => void } | undefined;
  private readonly ready: Promise<void>;

  constructor(port: number) {
    this.socket = net.connect({ host: '127.0.0.1', port, noDelay: true });
    this.ready = new Promise((resolve, reject) => {
      this.socket.once('connect', resolve);
      this.socket.once('error', reject);
    });
    this.socket.on('data', (chunk: Buffer) => this.read(chunk));
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('close', () => this.fail(new Error('the server closed the connection')));
  }

  /** The answer's body; rejects on an answer that is not 200. */
  async post(path: string, cookie: string, body: string): Promise<string> {
    await this.ready;
    if (this.waiting) throw new Error('one request at a time on a connection');
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(
        `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n` +
          `content-length: ${Buffer.byteLength(body)}\r\ncookie: ${cookie}\r\n\r\n${body}`,
      );
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private read(chunk: Buffer): void {
    this.received = this.received.length === 0 ? chunk : Buffer.concat([this.received, chunk]);
    const headerEnd = this.received.indexOf(HEADER_END);
    if (headerEnd < 0) return;
    const head = this.received.toString('latin1', 0, headerEnd);
    const length = Number(CONTENT_LENGTH.exec(head)?.[1] ?? NaN);
    if (!Number.isFinite(length)) return this.fail(new Error(`an answer without content-length: ${head}`));
    const end = headerEnd + HEADER_END.length + length;
    if (this.received.length < end) return;
    const body = this.received.toString('utf8', headerEnd + HEADER_END.length, end);
    this.received = this.received.subarray(end);
    const waiting = this.waiting;
    this.waiting = undefined;
    if (!head.startsWith('HTTP/1.1 200')) waiting?.reject(new Error(`${head.split('\r\n')[0]}: ${body}`));
    else waiting?.resolve(body);
  }

  private fail(error: Error): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.reject(error);
  }
}
