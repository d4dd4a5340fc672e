/** How the hub paces and protects itself; tests shorten the tick and the thresholds. */
export interface PushHubOptions {
  /** Changes within one tick reach clients as one diff with the latest values. */
  readonly tickMs: number;
  /** Ping period; a connection that did not answer the previous ping is closed. */
  readonly heartbeatMs: number;
  /** Unsent bytes beyond which a connection counts as slow: it gets no diffs, then a snapshot once drained. */
  readonly slowClientBytes: number;
  /** Unsent bytes beyond which a connection that keeps asking without reading is closed. */
  readonly maxBufferedBytes: number;
  /** Departures remembered for resumes; an older resume gets a full snapshot. */
  readonly resumeLogSize: number;
}

export const DEFAULT_PUSH_HUB_OPTIONS: PushHubOptions = {
  tickMs: 50,
  heartbeatMs: 30_000,
  slowClientBytes: 128 * 1024,
  maxBufferedBytes: 8 * 1024 * 1024,
  resumeLogSize: 10_000,
};
