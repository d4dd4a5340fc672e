/** Messages between the bench orchestrator and its child processes. */
import type { LatencyHistogram } from './latency-histogram';

export type ClientsCommand =
  | { cmd: 'drive'; changesPerSec: number; batchMs: number }
  | { cmd: 'pause' }
  | { cmd: 'connect' }
  | { cmd: 'measure'; warmupMs: number; measureMs: number }
  | { cmd: 'stop' };

export type ClientsEvent =
  | { event: 'loaded'; games: number }
  | { event: 'ready'; connected: number; connectMs: number }
  | {
      event: 'result';
      latency: ReturnType<LatencyHistogram['toJSON']>;
      changesPerSec: number;
      framesPerSec: number;
      megabytesPerSec: number;
      protocolErrors: number;
      clientLoopDelayP99Ms: number;
      open: number;
    };

/** What a server process reports: its port once listening, its queue figures and its memory when asked. */
export type ServerEvent =
  | { event: 'listening'; port: number }
  /** Heap in use and buffers right after full garbage collections: what the process holds. */
  | { event: 'collected'; heldBytes: number }
  | {
      event: 'stats';
      peakBufferedBytes: number;
      staleConnections: number;
      staleSnapshots: number;
      connections: number;
    };

export type ServerCommand = { cmd: 'stats' } | { cmd: 'gc' } | { cmd: 'stop' };
