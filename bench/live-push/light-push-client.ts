/**
 * A minimal WebSocket client for the bench's non-measuring connections: it reads every byte the server sends,
 * walks the frame headers, answers pings and notes the kind of each text frame from its first bytes, and
 * parses nothing else. All connections read their reads into one shared buffer, so a frame costs the process a
 * read and a few comparisons, not a Buffer, a frame object and an event: with thousands of `ws` clients in one
 * process on a 2-core machine, the clients' own queue, not the server, set the measured latency.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';

const READ_BUFFER = Buffer.allocUnsafe(256 * 1024);
/** `{"v":1,"type":"` — every frame of the live push protocol starts so; the next byte names its type. */
const TYPE_OFFSET = 15;
const OPCODE_TEXT = 0x1;
const OPCODE_CLOSE = 0x8;
const OPCODE_PING = 0x9;
const OPCODE_PONG = 0xa;
const HEADER_END = Buffer.from('\r\n\r\n');

/** A client frame: clients must mask (RFC 6455 5.3); a zero mask keeps the payload as it is. */
function clientFrame(opcode: number, payload: Buffer): Buffer {
  const extended = payload.length >= 126;
  const frame = Buffer.alloc(2 + (extended ? 2 : 0) + 4 + payload.length);
  frame[0] = 0x80 | opcode;
  frame[1] = 0x80 | (extended ? 126 : payload.length);
  if (extended) frame.writeUInt16BE(payload.length, 2);
  payload.copy(frame, frame.length - payload.length);
  return frame;
}

export interface LightClientEvents {
  /** Called once per complete frame the server sent; `kind` is the byte that starts its type name, or 0. */
  onFrame(kind: number, payloadBytes: number): void;
  onClose(): void;
}

export class LightPushClient {
  private readonly socket: net.Socket;
  private upgraded = false;
  private handshake = Buffer.alloc(0);
  // The frame being read: its header (which may span reads), then how much of its payload is left.
  private readonly header = Buffer.alloc(14);
  private inHeader = true;
  private headerBytes = 0;
  private payloadLeft = 0;
  private payloadRead = 0;
  private payloadLength = 0;
  private opcode = 0;
  private kind = 0;
  private control: number[] = [];
  open = false;

  constructor(
    url: URL,
    private readonly subscribe: string,
    private readonly events: LightClientEvents,
  ) {
    this.socket = net.connect({
      host: url.hostname,
      port: Number(url.port),
      noDelay: true,
      onread: { buffer: READ_BUFFER, callback: (length) => this.read(READ_BUFFER, length) },
    });
    this.socket.once('connect', () => {
      this.socket.write(
        `GET ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
    this.socket.on('error', () => undefined);
    this.socket.once('close', () => {
      this.open = false;
      this.events.onClose();
    });
  }

  terminate(): void {
    this.socket.destroy();
  }

  private read(buffer: Buffer, length: number): boolean {
    if (!this.upgraded) {
      this.handshake = Buffer.concat([this.handshake, buffer.subarray(0, length)]);
      const end = this.handshake.indexOf(HEADER_END);
      if (end < 0) return true;
      if (!this.handshake.subarray(0, 12).toString('latin1').startsWith('HTTP/1.1 101')) {
        this.socket.destroy();
        return false;
      }
      this.upgraded = true;
      this.open = true;
      this.socket.write(clientFrame(OPCODE_TEXT, Buffer.from(this.subscribe)));
      const rest = this.handshake.subarray(end + HEADER_END.length);
      this.handshake = Buffer.alloc(0);
      this.frames(rest, 0, rest.length);
      return true;
    }
    this.frames(buffer, 0, length);
    return true;
  }

  private frames(buffer: Buffer, from: number, to: number): void {
    let at = from;
    while (at < to) {
      if (this.inHeader) {
        this.header[this.headerBytes++] = buffer[at++]!;
        const needed = this.headerLength();
        if (needed === undefined || this.headerBytes < needed) continue;
        this.startFrame(needed);
        if (this.payloadLeft === 0) this.endFrame();
        continue;
      }
      const take = Math.min(this.payloadLeft, to - at);
      this.payload(buffer, at, take);
      at += take;
      this.payloadLeft -= take;
      if (this.payloadLeft === 0) this.endFrame();
    }
  }

  private headerLength(): number | undefined {
    if (this.headerBytes < 2) return undefined;
    const length7 = this.header[1]! & 0x7f;
    return length7 === 126 ? 4 : length7 === 127 ? 10 : 2;
  }

  private startFrame(headerLength: number): void {
    this.opcode = this.header[0]! & 0x0f;
    const length7 = this.header[1]! & 0x7f;
    this.payloadLength =
      headerLength === 4
        ? this.header.readUInt16BE(2)
        : headerLength === 10
          ? Number(this.header.readBigUInt64BE(2))
          : length7;
    this.payloadLeft = this.payloadLength;
    this.inHeader = false;
    this.payloadRead = 0;
    this.kind = 0;
    this.control = [];
  }

  private payload(buffer: Buffer, at: number, take: number): void {
    if (
      this.opcode === OPCODE_TEXT &&
      this.payloadRead <= TYPE_OFFSET &&
      this.payloadRead + take > TYPE_OFFSET
    ) {
      this.kind = buffer[at + TYPE_OFFSET - this.payloadRead]!;
    } else if (this.opcode >= OPCODE_CLOSE) {
      for (let i = 0; i < take; i++) this.control.push(buffer[at + i]!);
    }
    this.payloadRead += take;
  }

  private endFrame(): void {
    this.inHeader = true;
    this.headerBytes = 0;
    if (this.opcode === OPCODE_PING) this.socket.write(clientFrame(OPCODE_PONG, Buffer.from(this.control)));
    else if (this.opcode === OPCODE_CLOSE) this.socket.end();
    else if (this.opcode !== OPCODE_PONG) this.events.onFrame(this.kind, this.payloadLength);
  }
}
