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

/** What a server process reports: its port once listening, and its queue figures when asked. */
export type ServerEvent =
  | { event: 'listening'; port: number }
  | {
      event: 'stats';
      peakBufferedBytes: number;
      staleConnections: number;
      staleSnapshots: number;
      connections: number;
    };

export type ServerCommand = { cmd: 'stats' } | { cmd: 'stop' };
