import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_OPS_TOKEN, createTestApp, type TestApp } from '../../../test/harness/test-app';
import { adjust, playerWithAccount } from './wallet-test-support';

interface Reply {
  readonly status: number;
  readonly body: { data?: Record<string, unknown>; errors?: { code: string }[] };
}

/**
 * Real HTTP against a listening server on PostgreSQL: every request is its own socket, so hundreds are in flight
 * at once and the database, not the test, decides who wins.
 */
describe('wallet under concurrent HTTP requests [postgres]', () => {
  let t: TestApp;
  let base: string;
  const agent = new Agent({ keepAlive: true, maxSockets: 1000 });

  beforeAll(async () => {
    t = await createTestApp('postgres');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    agent.destroy();
    await t?.close();
  });

  function post(path: string, payload: unknown): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const body = JSON.stringify(payload);
      const req = request(
        `${base}${path}`,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_OPS_TOKEN}` },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  async function inFlight<T>(
    count: number,
    send: (i: number) => Promise<T>,
  ): Promise<{ results: T[]; peak: number }> {
    let open = 0;
    let peak = 0;
    const results = await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        open += 1;
        peak = Math.max(peak, open);
        try {
          return await send(i);
        } finally {
          open -= 1;
        }
      }),
    );
    return { results, peak };
  }

  const ledgerCheck = async () =>
    (await t.injectOps({ method: 'GET', url: '/ops-api/ledger/check' })).json().data;

  it('lets exactly 100 of 500 debits through on a wallet that covers 100, and refuses the rest', async () => {
    const { player, accountId } = await playerWithAccount(t);
    await adjust(t, { userId: player.id, direction: 'credit', amount: '100.00', idempotencyKey: 'fund' });
    const { results, peak } = await inFlight(500, (i) =>
      post('/ops-api/ledger/adjustments', {
        userId: player.id,
        direction: 'debit',
        amount: '1.00',
        reason: 'race',
        idempotencyKey: `debit-${i}`,
      }),
    );
    expect(peak).toBeGreaterThan(50);
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter(
      (r) => r.status === 409 && r.body.errors?.[0]?.code === 'INSUFFICIENT_FUNDS',
    );
    expect(ok).toHaveLength(100);
    expect(refused).toHaveLength(400);
    expect(new Set(ok.map((r) => r.body.data?.balanceMinor)).size).toBe(100);

    const accounts = await t.injectOps({
      method: 'GET',
      url: `/ops-api/ledger/accounts?userId=${player.id}`,
    });
    expect(accounts.json().data.accounts).toEqual([
      expect.objectContaining({ id: accountId, balanceMinor: '0' }),
    ]);
    expect(await ledgerCheck()).toMatchObject({ ok: true, breaches: [] });
  });

  it('moves money once for 50 concurrent repeats of one key, answering each with the first response', async () => {
    const { player } = await playerWithAccount(t);
    const body = {
      userId: player.id,
      direction: 'credit',
      amount: '12.34',
      reason: 'repeat',
      idempotencyKey: 'once',
    };
    const { results, peak } = await inFlight(50, () => post('/ops-api/ledger/adjustments', body));
    expect(peak).toBe(50);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(results[0]!.body.data).toMatchObject({ balanceMinor: '1234' });

    const accounts = await t.injectOps({
      method: 'GET',
      url: `/ops-api/ledger/accounts?userId=${player.id}`,
    });
    expect(accounts.json().data.accounts[0].balanceMinor).toBe('1234');
    const other = await post('/ops-api/ledger/adjustments', { ...body, amount: '12.35' });
    expect(other.status).toBe(409);
    expect(other.body.errors?.[0]?.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await ledgerCheck()).toMatchObject({ ok: true });
  });
});
