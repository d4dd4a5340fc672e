/** The live push WebSocket: where it answers and the limits every server process applies. */
export const LIVE_PUSH_PATH = '/ws';
/** Every message in both directions carries `v`; a client speaking another version gets an error. */
export const LIVE_PUSH_VERSION = 1;

export const LIVE_PUSH_LIMITS = {
  /** Topics one connection may hold at once. */
  topics: 100,
  /** Largest client message answered; larger ones get PAYLOAD_TOO_LARGE. */
  messageBytes: 16 * 1024,
  /** Client messages per second beyond which they are refused with RATE_LIMITED. */
  messagesPerSecond: 20,
} as const;

/** A client frame beyond this closes the connection (1009) before it is read at all. */
export const LIVE_PUSH_MAX_FRAME_BYTES = 16 * LIVE_PUSH_LIMITS.messageBytes;
