import { Redis } from 'ioredis';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Bus } from './bus';

/** Redis pub/sub; `prefix` keeps test workers and deployments sharing one Redis apart. */
export class RedisBus implements Bus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly handlers = new Map<string, Set<(message: unknown) => void>>();

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly log: Logger,
  ) {
    this.publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    this.subscriber = new Redis(url, { lazyConnect: false });
    this.subscriber.on('message', (channel: string, payload: string) => this.deliver(channel, payload));
    for (const client of [this.publisher, this.subscriber]) {
      client.on('error', (err) => this.log.warn({ err }, 'redis bus connection error'));
    }
  }

  private deliver(fullChannel: string, payload: string): void {
    const handlers = this.handlers.get(fullChannel.slice(this.prefix.length));
    if (!handlers) return;
    let message: unknown;
    try {
      message = JSON.parse(payload);
    } catch {
      this.log.warn({ channel: fullChannel }, 'dropped a bus message that is not JSON');
      return;
    }
    for (const handler of handlers) handler(message);
  }

  async publish(channel: string, message: unknown): Promise<void> {
    await this.publisher.publish(this.prefix + channel, JSON.stringify(message));
  }

  async subscribe(channel: string, handler: (message: unknown) => void) {
    let set = this.handlers.get(channel);
    if (!set) {
      this.handlers.set(channel, (set = new Set()));
      await this.subscriber.subscribe(this.prefix + channel);
    }
    set.add(handler);
    return async () => {
      set.delete(handler);
      if (set.size === 0) {
        this.handlers.delete(channel);
        await this.subscriber.unsubscribe(this.prefix + channel);
      }
    };
  }

  async close(): Promise<void> {
    this.handlers.clear();
    await Promise.allSettled([this.publisher.quit(), this.subscriber.quit()]);
  }
}
