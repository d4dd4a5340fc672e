import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEST_DATABASE_URL, databaseUrl } from '../../../../test/harness/test-env';
import { buildServer, freePort, startServer, type ServerProcess } from './crash-server';

const OPS_TOKEN = 'crash-test-ops-token-0123456789abcdef';
const ROUNDS = 5;
const DEMO = { login: 'demo@sportsbook.local', password: 'DemoPass-2026' };

type Kind = 'withdrawal' | 'conversion' | 'adjustment' | 'deposit' | 'card';

interface Sent {
  readonly kind: Kind;
  readonly key: string;
  /** The same request again (same key): the way a client retries after a lost answer. */
  readonly send: () => Promise<Answer>;
  first?: Answer;
}

interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown> & { data?: Record<string, unknown> };
}

/**
 * SIGKILL with money requests in flight, five times: the built server on PostgreSQL is killed while withdrawals,
 * conversions, deposits, provider payments and operator credits are on their way, then restarted on the same
 * database. Every answered request must be in the ledger, a retry of every request must move nothing twice, the
 * ledger check must pass, and once the provider's retries ran every paid deposit must be credited once.
 */
describe('payments across crashes [postgres]', () => {
  let admin: pg.Client;
  let db: pg.Client;
  let dbName: string;
  let server: ServerProcess;
  let port: number;
  let cookie = '';
  let dataDir: string;
  const env = () => ({
    DATABASE_URL: databaseUrl(dbName),
    DATA_DIR: dataDir,
    OPS_TOKEN,
    SESSION_SECRET: 'crash-test-session-secret-0123456789abcdef0123',
    MODE: 'development',
    SEED_DEMO: '1',
  });

  beforeAll(async () => {
    await buildServer();
    admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    dbName = `sb_crash_${process.pid}_${Date.now().toString(36)}`;
    await admin.query(`create database ${dbName} template ${inject('postgresTemplate')}`);
    db = new pg.Client({ connectionString: databaseUrl(dbName) });
    await db.connect();
    dataDir = mkdtempSync(path.join(tmpdir(), 'sb-crash-'));
    port = await freePort();
    server = await startServer(env(), port);
    const login = await fetch(`${server.base}/web-api/user/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(login.status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    await db?.end();
    if (dbName) await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin?.end();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function call(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const response = await fetch(`${server.base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, ...headers },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : { text } };
  }

  async function form(url: string, fields: Record<string, string>): Promise<Answer> {
    const response = await fetch(`${server.base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
    await response.arrayBuffer();
    return { status: response.status, body: {} };
  }

  const ledgerCheck = async () => {
    const check = await fetch(`${server.base}/ops-api/ledger/check`, {
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    });
    return ((await check.json()) as { data: unknown }).data;
  };

  const rows = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    (await db.query<T>(text, values)).rows;

  it('keeps every answered request in the ledger, once, through five SIGKILLs', async () => {
    const accounts = (await call('/web-api/user/balance', {})).body.data!.accounts as {
      id: number;
      iso: string;
    }[];
    const usd = accounts.find((a) => a.iso === 'USD')!;
    const eur = accounts.find((a) => a.iso === 'EUR')!;
    const userId = (await rows<{ id: number }>('select id from users where email = $1', [DEMO.login]))[0]!.id;
    const baselineCredits = (
      await rows<{ n: string }>(
        `select count(*) as n from ledger_transactions where kind = 'adjustment.credit' and reference = $1`,
        [`user:${userId}`],
      )
    )[0]!.n;
    const all: Sent[] = [];
    const paidPages: string[] = [];
    let pages: string[] = [];

    for (let round = 1; round <= ROUNDS; round++) {
      const sent: Sent[] = [];
      const add = (kind: Kind, key: string, send: () => Promise<Answer>) => sent.push({ kind, key, send });
      for (let i = 0; i < 20; i++) {
        const key = `r${round}-wd-${i}`;
        add('withdrawal', key, () =>
          call('/web-api/payments/withdrawals', {
            rand: key,
            method_id: 'card-payout',
            amount: `1.${10 + i}`,
            destination: '4242424242424242',
          }),
        );
      }
      for (let i = 0; i < 12; i++) {
        const key = `r${round}-cv-${i}`;
        add('conversion', key, () =>
          call('/web-api/officeapi/convertaccount', {
            rand: key,
            from_account_id: usd.id,
            to_account_id: eur.id,
            amount: '1.00',
          }),
        );
      }
      for (let i = 0; i < 12; i++) {
        const key = `r${round}-adj-${i}`;
        add('adjustment', key, () =>
          call(
            '/ops-api/ledger/adjustments',
            {
              userId,
              currencyId: 840,
              direction: 'credit',
              amount: '3.00',
              reason: 'crash test',
              idempotencyKey: key,
            },
            { authorization: `Bearer ${OPS_TOKEN}` },
          ),
        );
      }
      for (let i = 0; i < 8; i++) {
        const key = `r${round}-dep-${i}`;
        add('deposit', key, () =>
          call('/web-api/payments/deposits', { rand: key, method_id: 'card', amount: '5.00' }),
        );
      }
      for (const page of pages) {
        add('card', page, () =>
          form(`${page}/card`, { number: '4242424242424242', expiry: '12/30', cvc: '123' }),
        );
      }

      let answered = 0;
      const flights = sent.map((request) =>
        request.send().then(
          (answer) => {
            answered += 1;
            request.first = answer;
          },
          () => undefined,
        ),
      );
      const start = Date.now();
      // Killed once some answers are out, so both answered and unanswered requests cross the crash.
      while (answered < 10 && Date.now() - start < 3_000)
        await new Promise((resolve) => setTimeout(resolve, 1));
      const inFlight = sent.length - answered;
      await server.kill();
      await Promise.all(flights);
      expect(inFlight, `round ${round}: requests in flight at the kill`).toBeGreaterThanOrEqual(20);
      expect(answered, `round ${round}: requests answered before the kill`).toBeGreaterThan(0);

      server = await startServer(env(), port);

      // Every answered request is in the ledger (or, for a started deposit and a provider page, in their tables).
      for (const request of sent.filter((r) => r.first && r.first.status < 300)) {
        const data = request.first!.body.data ?? {};
        if (request.kind === 'withdrawal') {
          const id = (data.payment as { id: number }).id;
          expect(
            await rows('select 1 from ledger_pending where reference = $1', [`payment:${id}`]),
          ).toHaveLength(1);
        } else if (request.kind === 'conversion' || request.kind === 'adjustment') {
          const id = Number(data.transactionId);
          expect(await rows('select 1 from ledger_transactions where id = $1', [id])).toHaveLength(1);
        } else if (request.kind === 'deposit') {
          expect(
            await rows('select 1 from payments where id = $1', [(data.payment as { id: number }).id]),
          ).toHaveLength(1);
        } else {
          expect(request.first!.status).toBe(303);
          paidPages.push(request.key);
        }
      }

      // Retrying every request answers what was answered before and moves nothing again.
      for (const request of sent) {
        const again = await request.send();
        if (request.kind === 'card') {
          expect(again.status).toBe(303);
          if (!paidPages.includes(request.key)) paidPages.push(request.key);
          continue;
        }
        expect(again.status, `${request.key}: ${JSON.stringify(again.body)}`).toBe(200);
        const first = request.first?.status === 200 ? request.first.body : undefined;
        if (request.kind === 'conversion' || request.kind === 'adjustment') {
          if (first) expect(again.body).toEqual(first);
        } else if (first) {
          expect((again.body.data!.payment as { id: number }).id).toBe(
            (first.data!.payment as { id: number }).id,
          );
        }
        request.first ??= again;
      }
      all.push(...sent);
      pages = sent.filter((r) => r.kind === 'deposit').map((r) => r.first!.body.data!.redirectUrl as string);

      const count = async (text: string, values: unknown[]) =>
        Number((await rows<{ n: string }>(text, values))[0]!.n);
      const keysOf = (kind: Kind) => all.filter((r) => r.kind === kind).length;
      expect(
        await count(`select count(*) as n from payments where user_id = $1 and kind = 'withdrawal'`, [
          userId,
        ]),
      ).toBe(keysOf('withdrawal'));
      expect(
        await count(`select count(*) as n from payments where user_id = $1 and kind = 'deposit'`, [userId]),
      ).toBe(keysOf('deposit'));
      expect(
        await count(
          `select count(*) as n from ledger_transactions where kind = 'conversion' and reference = $1`,
          [`user:${userId}`],
        ),
      ).toBe(keysOf('conversion'));
      expect(
        await count(
          `select count(*) as n from ledger_transactions where kind = 'adjustment.credit' and reference = $1`,
          [`user:${userId}`],
        ),
      ).toBe(keysOf('adjustment') + Number(baselineCredits));
      expect(
        await rows(
          `select reference, kind from ledger_transactions where reference like 'payment:%' group by 1, 2 having count(*) > 1`,
        ),
      ).toEqual([]);
      expect(
        await rows(
          `select reference from ledger_pending where reference like 'payment:%' group by 1 having count(*) > 1`,
        ),
      ).toEqual([]);
      expect(await ledgerCheck()).toMatchObject({ ok: true, breaches: [] });
    }

    // The provider's retries and our resumed payouts finish what the crashes interrupted.
    const deadline = Date.now() + 30_000;
    let open: unknown[] = [];
    do {
      await new Promise((resolve) => setTimeout(resolve, 500));
      open = await rows(
        `select id, status from payments where user_id = $1 and (status in ('approved', 'processing')
           or (kind = 'deposit' and status = 'created' and provider_ref in (select id from psp_payments where status = 'captured')))`,
        [userId],
      );
    } while (open.length > 0 && Date.now() < deadline);
    expect(open).toEqual([]);
    const paid = await rows<{ status: string }>(
      `select p.status from payments p join psp_payments q on q.id = p.provider_ref where q.status = 'captured'`,
    );
    expect(paid.length).toBeGreaterThanOrEqual(paidPages.length);
    expect(paid.every((p) => p.status === 'succeeded')).toBe(true);
    expect(
      await rows(
        `select reference, kind from ledger_transactions where reference like 'payment:%' group by 1, 2 having count(*) > 1`,
      ),
    ).toEqual([]);
    expect(await ledgerCheck()).toMatchObject({ ok: true, breaches: [] });
  }, 150_000);
});
