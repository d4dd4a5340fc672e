import type { ServerEvent } from './bench-ipc';

/**
 * Collects garbage, then reports the JS heap in use plus the memory of buffers: what the process holds. RSS
 * would not do here, since V8 keeps freed pages mapped. The servers run with --expose-gc (bench-process.ts).
 */
export function collectedMemory(): ServerEvent {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('the bench servers run with --expose-gc');
  for (let round = 0; round < 3; round++) gc();
  const { heapUsed, external } = process.memoryUsage();
  return { event: 'collected', heldBytes: heapUsed + external };
}
