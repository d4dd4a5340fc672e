import { expect, it } from 'vitest';
import { ANALYTICS_LIMIT } from '../../platform/http/login-rate-limit';
import { describeEachDatabase } from '../../../test/harness/test-app';

const EVENT_URL = '/analytics-api/event.json';
const AB_URL = '/analytics-api/ab.json';
const DEVICE = '0f8fad5b-d9cb-469f-a165-70867728950e';
const headers = { 'x-uuid': DEVICE, 'x-lang': 'ru', 'm-project-id': '7' };
const EXPERIMENTS = [
  {
    id: 'checkout-v2',
    variants: [
      { name: 'a', weight: 1 },
      { name: 'b', weight: 1 },
    ],
  },
  { id: 'menu', variants: [{ name: 'new', weight: 1 }] },
];

describeEachDatabase(
  'analytics collector and AB tests',
  (t) => {
    const rowsOf = (device: string) =>
      t()
        .app.ctx.db.selectFrom('analytics_events')
        .selectAll()
        .where('device_uuid', '=', device)
        .orderBy('id')
        .execute();
    const summary = async (hours?: number) => {
      const response = await t().injectOps({
        method: 'GET',
        url: `/ops-api/analytics/summary${hours ? `?hours=${hours}` : ''}`,
      });
      expect(response.statusCode).toBe(200);
      return response.json().data as {
        events: { e: number; name: string | null; count: number; devices: number }[];
      };
    };
    const countOf = async (e: number) => (await summary()).events.find((row) => row.e === e)?.count ?? 0;

    it('stores each event of a batch with the page, device and language, and answers the server time', async () => {
      const sent = await t().app.inject({
        method: 'POST',
        url: EVENT_URL,
        headers,
        payload: {
          w: 1280,
          sw: 1920,
          sh: 1080,
          u: 'http://localhost/en/line/football',
          r: 'https://search.example/',
          ev: [
            { ts: 1_700_000_000_000, e: 1004, m: { s1: 'full_reg', i1: 2 } },
            { ts: 1_700_000_000_500, e: 10_273 },
          ],
          sids: ['checkout-v2:b'],
        },
      });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({ data: { ts: t().clock.nowMs() } });
      const rows = await rowsOf(DEVICE);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({
        event_id: 1004,
        metrics: { s1: 'full_reg', i1: 2 },
        user_id: null,
        lang: 'ru',
        project_id: '7',
        page_url: 'http://localhost/en/line/football',
        referrer: 'https://search.example/',
        window_width: 1280,
        screen_width: 1920,
        screen_height: 1080,
        sids: ['checkout-v2:b'],
      });
      expect(rows[0]!.client_ts.getTime()).toBe(1_700_000_000_000);
      expect(rows[0]!.received_at.getTime()).toBe(t().clock.nowMs());
      expect(rows[1]).toMatchObject({ event_id: 10_273, metrics: null });
    });

    it('keeps the player of a logged-in session with the events', async () => {
      const player = await t().createPlayer();
      const cookie = await t().loginAs(player);
      const device = '11111111-2222-4333-8444-555555555555';
      const sent = await t().injectAs(cookie, {
        method: 'POST',
        url: EVENT_URL,
        headers: { 'x-uuid': device },
        payload: { ev: [{ ts: 1, e: 1043 }] },
      });
      expect(sent.statusCode).toBe(200);
      expect(await rowsOf(device)).toMatchObject([
        { event_id: 1043, user_id: player.id, lang: null, project_id: null },
      ]);
    });

    it.each([
      ['no device id', {}],
      ['a device id that is no UUID', { 'x-uuid': 'not-a-uuid' }],
      ['a device id one digit short', { 'x-uuid': DEVICE.slice(0, -1) }],
    ])('refuses %s with 422 in the error body, storing nothing', async (_name, callHeaders) => {
      const before = await countOf(1070);
      for (const url of [EVENT_URL, AB_URL]) {
        const refused = await t().app.inject({
          method: 'POST',
          url,
          headers: callHeaders,
          payload: { ev: [{ ts: 1, e: 1070 }] },
        });
        expect(refused.statusCode).toBe(422);
        expect(refused.json()).toMatchObject({
          errors: [{ code: 'VALIDATION_FAILED' }],
          validation_errors: { 'x-uuid': expect.any(Array) },
        });
      }
      expect(await countOf(1070)).toBe(before);
    });

    it.each([
      ['a metric key beyond the nine', { ev: [{ ts: 1, e: 1070, m: { i4: 1 } }] }],
      ['an event without its id', { ev: [{ ts: 1 }] }],
      ['a negative time', { ev: [{ ts: -1, e: 1070 }] }],
      ['a time no date can hold', { ev: [{ ts: 9e15, e: 1070 }] }],
      ['more than 100 events', { ev: Array.from({ length: 101 }, () => ({ ts: 1, e: 1070 })) }],
      ['no event list', {}],
    ])('refuses a batch with %s, storing none of it', async (_name, payload) => {
      const before = await countOf(1070);
      const refused = await t().app.inject({ method: 'POST', url: EVENT_URL, headers, payload });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().validation_errors).toBeDefined();
      expect(await countOf(1070)).toBe(before);
    });

    it('assigns one variant per running test, the same for the same device, named test:variant', async () => {
      const ask = (state?: object[], device = DEVICE) =>
        t().app.inject({
          method: 'POST',
          url: AB_URL,
          headers: { 'x-uuid': device },
          payload: { w: 1280, u: 'http://localhost/en/', ...(state ? { state } : {}) },
        });
      const first = await ask();
      expect(first.statusCode).toBe(200);
      const entries = first.json().data as { sid: string }[];
      expect(entries.map((entry) => entry.sid)).toEqual([
        expect.stringMatching(/^checkout-v2:(a|b)$/),
        'menu:new',
      ]);
      expect((await ask(undefined, DEVICE.toUpperCase())).json().data).toEqual(entries);
      // Different devices land in both variants.
      const variants = new Set<string>();
      for (let i = 0; i < 16; i++) {
        const device = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
        variants.add((await ask(undefined, device)).json().data[0].sid);
      }
      expect(variants).toEqual(new Set(['checkout-v2:a', 'checkout-v2:b']));
    });

    it('keeps a stored variant of a running test and drops ended tests from the state', async () => {
      const ask = (state: object[]) =>
        t().app.inject({ method: 'POST', url: AB_URL, headers, payload: { state } });
      const assigned = (await ask([])).json().data[0].sid as string;
      const other = assigned === 'checkout-v2:a' ? 'checkout-v2:b' : 'checkout-v2:a';
      const kept = await ask([{ sid: other }, { sid: 'ended-test:a' }, { sid: 12 }]);
      expect(kept.statusCode).toBe(200);
      expect(kept.json()).toEqual({ data: [{ sid: other }, { sid: 'menu:new' }] });
    });

    it('sums the events per id over the window for the operator, behind the operator token', async () => {
      const device = '22222222-3333-4444-8555-666666666666';
      const before = await summary();
      const send = (e: number[], uuid: string) =>
        t().app.inject({
          method: 'POST',
          url: EVENT_URL,
          headers: { 'x-uuid': uuid },
          payload: { ev: e.map((id) => ({ ts: 5, e: id })) },
        });
      expect((await send([10_000, 10_000, 1071], device)).statusCode).toBe(200);
      expect((await send([10_000], DEVICE)).statusCode).toBe(200);
      const after = await summary();
      const added = (e: number) => {
        const row = (list: typeof after) => list.events.find((event) => event.e === e);
        return (row(after)?.count ?? 0) - (row(before)?.count ?? 0);
      };
      expect(added(10_000)).toBe(3);
      expect(added(1071)).toBe(1);
      expect(after.events.find((event) => event.e === 10_000)).toMatchObject({ name: 'SUCCESSFULL_BET' });
      expect(after.events.find((event) => event.e === 10_000)!.devices).toBeGreaterThanOrEqual(2);

      t().clock.advance(2 * 3_600_000);
      expect((await summary(1)).events.find((event) => event.e === 10_000)).toBeUndefined();
      expect((await summary(3)).events.find((event) => event.e === 10_000)).toBeDefined();

      const guest = await t().app.inject({ method: 'GET', url: '/ops-api/analytics/summary' });
      expect(guest.statusCode).toBe(401);
    });

    it('limits each call per address, so a script cannot fill the table', async () => {
      const from = { remoteAddress: '203.0.113.91' };
      const empty = { method: 'POST' as const, url: EVENT_URL, headers, payload: { ev: [] }, ...from };
      for (let i = 0; i < ANALYTICS_LIMIT; i++) expect((await t().app.inject(empty)).statusCode).toBe(200);
      const limited = await t().app.inject({ ...empty, payload: { ev: [{ ts: 1, e: 1071 }] } });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().errors[0].code).toBe('RATE_LIMITED');
      // The AB call has its own budget.
      const ab = await t().app.inject({ method: 'POST', url: AB_URL, headers, payload: {}, ...from });
      expect(ab.statusCode).toBe(200);
    });
  },
  { settings: { abExperiments: EXPERIMENTS } },
);
