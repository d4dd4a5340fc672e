import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/harness/test-app';

const CONSENT_URL = '/web-api/api-v3/v1/user/agreement-with-cookies/log';

describeEachDatabase('cookie consent log', (t) => {
  const rowsSince = (id: bigint) =>
    t()
      .app.ctx.db.selectFrom('cookie_consents')
      .select(['id', 'at', 'level', 'user_id', 'ip'])
      .where('id', '>', id)
      .orderBy('id')
      .execute();
  const lastId = async () =>
    (
      await t().app.ctx.db.selectFrom('cookie_consents').select('id').orderBy('id', 'desc').limit(1).execute()
    )[0]?.id ?? 0n;

  it("records a guest's choice with the time and address, and answers it back", async () => {
    const before = await lastId();
    const response = await t().app.inject({ method: 'POST', url: CONSENT_URL, payload: { level: 3 } });
    expect(response.statusCode).toBe(200);
    const now = t().clock.now();
    expect(response.json()).toEqual({ data: { level: 3, agreedAt: now.toISOString() } });
    const rows = await rowsSince(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ level: 3, user_id: null, ip: '127.0.0.1' });
    expect(rows[0]!.at.getTime()).toBe(now.getTime());
  });

  it("keeps a logged-in player's choice under their id", async () => {
    const player = await t().createPlayer();
    const cookie = await t().loginAs(player);
    const before = await lastId();
    const response = await t().injectAs(cookie, {
      method: 'POST',
      url: CONSENT_URL,
      payload: { level: '1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { level: 1 } });
    expect(await rowsSince(before)).toMatchObject([{ level: 1, user_id: player.id }]);
  });

  it.each([{ level: 4 }, { level: -1 }, { level: 'all' }, {}])(
    'refuses %j with validation_errors and records nothing',
    async (payload) => {
      const before = await lastId();
      const response = await t().app.inject({ method: 'POST', url: CONSENT_URL, payload });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ validation_errors: { level: expect.any(Array) } });
      expect(await rowsSince(before)).toEqual([]);
    },
  );
});
