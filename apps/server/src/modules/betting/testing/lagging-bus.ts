import type { Bus } from '../../../platform/bus/bus';
import { InProcessBus } from '../../../platform/bus/in-process-bus';

/**
 * An in-process bus that delivers one channel late: a process whose feed store lags the database, as one
 * behind a slow Redis would. Acceptance must hold against the database, not the store.
 */
export class LaggingBus implements Bus {
  private readonly inner = new InProcessBus();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly channel: string,
    private readonly lagMs: number,
  ) {}

  async publish(channel: string, message: unknown): Promise<void> {
    if (channel !== this.channel) return this.inner.publish(channel, message);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.inner.publish(channel, message);
    }, this.lagMs);
    this.timers.add(timer);
  }

  subscribe(channel: string, handler: (message: unknown) => void) {
    return this.inner.subscribe(channel, handler);
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    await this.inner.close();
  }
}
