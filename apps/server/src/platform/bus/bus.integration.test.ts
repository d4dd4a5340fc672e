import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Bus } from './bus';
import { InProcessBus } from './in-process-bus';
import { RedisBus } from './redis-bus';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const log = pino({ level: 'silent' });

function nextMessage(bus: Bus, channel: string): Promise<unknown> {
  return new Promise((resolve) => void bus.subscribe(channel, resolve));
}

describe('in-process bus', () => {
  it('delivers a copy of each message to every subscriber until it unsubscribes', async () => {
    const bus = new InProcessBus();
    const seen: unknown[] = [];
    const unsubscribe = await bus.subscribe('odds', (m) => seen.push(m));
    const message = { gameId: 1, price: 1.5 };
    await bus.publish('odds', message);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([message]);
    expect(seen[0]).not.toBe(message);
    await unsubscribe();
    await bus.publish('odds', message);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toHaveLength(1);
  });
});

describe('Redis bus', () => {
  it('carries messages between two processes sharing a prefix, and not across prefixes', async () => {
    const prefix = `sbtest:${randomBytes(6).toString('hex')}:`;
    const a = new RedisBus(REDIS_URL, prefix, log);
    const b = new RedisBus(REDIS_URL, prefix, log);
    const other = new RedisBus(REDIS_URL, `${prefix}other:`, log);
    try {
      const strayed: unknown[] = [];
      await other.subscribe('config', (m) => strayed.push(m));
      const received = nextMessage(b, 'config');
      await new Promise((resolve) => setTimeout(resolve, 50));
      await a.publish('config', { changed: 'partner-1' });
      expect(await received).toEqual({ changed: 'partner-1' });
      expect(strayed).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close(), other.close()]);
    }
  });
});
