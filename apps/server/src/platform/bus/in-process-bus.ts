import type { Bus } from './bus';

export class InProcessBus implements Bus {
  private readonly handlers = new Map<string, Set<(message: unknown) => void>>();

  async publish(channel: string, message: unknown): Promise<void> {
    // Round-trip through JSON so subscribers see the same shapes as over Redis.
    const copy: unknown = JSON.parse(JSON.stringify(message));
    for (const handler of this.handlers.get(channel) ?? []) queueMicrotask(() => handler(copy));
  }

  async subscribe(channel: string, handler: (message: unknown) => void) {
    let set = this.handlers.get(channel);
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(handler);
    return async () => {
      set.delete(handler);
    };
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }
}
