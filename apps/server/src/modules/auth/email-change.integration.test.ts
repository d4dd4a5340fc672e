import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/harness/test-app';
import { codeIn, lastMessageTo, tokenIn } from '../outbox/outbox-test-support';

/** E-mail change (ACC-20): the new address through user/sendActivationMail, confirmed by its own letter. */
describeEachDatabase('e-mail change', (t) => {
  const send = (cookie: string, payload: object) =>
    t().injectAs(cookie, { method: 'POST', url: '/web-api/user/sendActivationMail', payload });
  const userRow = (id: number) =>
    t()
      .app.ctx.db.selectFrom('users')
      .select(['email', 'email_confirmed_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const activate = (payload: object) =>
    t().app.inject({ method: 'POST', url: '/web-api/api/internal/v1/user/activate', payload });

  it('moves the account to a new address, unconfirmed, and confirms it once by the new letter', async () => {
    const player = await t().createPlayer();
    const cookie = await t().loginAs(player);
    const oldLetter = await send(cookie, {});
    expect(oldLetter.statusCode).toBe(200);
    const oldToken = tokenIn(await lastMessageTo(t().app.ctx.db, player.email));
    t().clock.advance(61_000);
    const email = `new-${player.id}@test.local`;
    const moved = await send(cookie, { email: email.toUpperCase() });
    expect(moved.json()).toEqual({ data: { sent: true, email } });
    expect(await userRow(player.id)).toEqual({ email, email_confirmed_at: null });
    const letter = await lastMessageTo(t().app.ctx.db, email);
    expect(codeIn(letter)).toMatch(/^\d{6}$/);
    expect((await activate({ token: oldToken })).statusCode).toBe(422);
    const token = tokenIn(letter);
    expect((await activate({ token })).json().data).toEqual({ activated: true, userId: player.id });
    expect((await userRow(player.id)).email_confirmed_at).not.toBeNull();
    const replay = await activate({ token });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().validation_errors).toEqual({ token: ['validation_link_invalid'] });
  });

  it('refuses a taken, an invalid and the same confirmed address, changing nothing', async () => {
    const other = await t().createPlayer();
    const player = await t().createPlayer();
    const cookie = await t().loginAs(player);
    const taken = await send(cookie, { email: other.email });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().validation_errors).toEqual({ email: ['validation_email_taken'] });
    const invalid = await send(cookie, { email: 'nobody@' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().validation_errors)).toEqual(['email']);
    expect((await userRow(player.id)).email).toBe(player.email);
    await t()
      .app.ctx.db.updateTable('users')
      .set({ email_confirmed_at: new Date() })
      .where('id', '=', player.id)
      .execute();
    const same = await send(cookie, { email: player.email });
    expect(same.statusCode).toBe(422);
    const guest = await t().app.inject({
      method: 'POST',
      url: '/web-api/user/sendActivationMail',
      payload: {},
    });
    expect(guest.statusCode).toBe(401);
  });
});
