import { expect, it } from 'vitest';
import { describeEachDatabase, type TestPlayer } from '../../../../test/harness/test-app';
import { codeIn, lastMessageTo } from '../../outbox/outbox-test-support';

const API = '/web-api/api';
const ANSWER = 'Rex the Dog';

describeEachDatabase('phone binding and change', (t) => {
  const post = (cookie: string, path: string, payload: object = {}) =>
    t().injectAs(cookie, { method: 'POST', url: `${API}/${path}`, payload });
  const get = (cookie: string, path: string, query: Record<string, string>) =>
    t().injectAs(cookie, { method: 'GET', url: `${API}/${path}?${new URLSearchParams(query)}` });
  const userRow = (id: number) =>
    t()
      .app.ctx.db.selectFrom('users')
      .select(['phone', 'phone_confirmed_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const newPhone = () => `7702${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const expectRefused = (response: { statusCode: number; json(): unknown }, field: string, status = 422) => {
    expect(response.statusCode).toBe(status);
    const body = response.json() as {
      errors: { code: string }[];
      validation_errors?: Record<string, string[]>;
    };
    expect(body.errors[0]?.code).toBeTypeOf('string');
    expect(Object.keys(body.validation_errors ?? {})).toContain(field);
  };
  /** A player with a confirmed phone and a security answer, logged in. */
  const playerWithQuestion = async (): Promise<{ player: TestPlayer; cookie: string }> => {
    const player = await t().createPlayer();
    await t()
      .app.ctx.db.updateTable('users')
      .set({ phone_confirmed_at: new Date() })
      .where('id', '=', player.id)
      .execute();
    const cookie = await t().loginAs(player);
    const set = await t().injectAs(cookie, {
      method: 'POST',
      url: '/web-api/officeapi/setanswertosecurequestion',
      payload: { question_id: 2, answer: ANSWER, answer_repeat: ANSWER },
    });
    expect(set.statusCode).toBe(200);
    return { player, cookie };
  };
  const startChange = async (cookie: string, phone: string) => {
    const started = await post(cookie, 'v3/phone-number/update', {
      phone: phone.slice(1),
      country_code: '7',
    });
    expect(started.statusCode).toBe(200);
    expect(started.json().data).toMatchObject({ sent: true, phone, code_length: 6 });
    return codeIn(await lastMessageTo(t().app.ctx.db, phone));
  };

  it('binds a phone with a code sent through the outbox, and refuses the code a second time', async () => {
    const player = await t().createPlayer();
    await t().app.ctx.db.updateTable('users').set({ phone: null }).where('id', '=', player.id).execute();
    const cookie = await t().loginAs(player);
    const phone = newPhone();
    const sent = await post(cookie, 'internal/v2/phone-actions/create-phone-number', {
      phone_number: `+${phone}`,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ sent: true, code_length: 6 });
    expect(sent.body).not.toMatch(/\d{6}/);
    const message = await lastMessageTo(t().app.ctx.db, phone);
    expect(message.channel).toBe('sms');
    const code = codeIn(message);
    const wrong = await post(cookie, 'v1/phoneActions/createPhoneNumber/confirm', {
      phone_number: `+${phone}`,
      confirm_code: wrongCode(code),
    });
    expectRefused(wrong, 'confirm_code');
    expect((await userRow(player.id)).phone).toBeNull();
    const confirm = { phone_number: `+${phone}`, confirm_code: code, is_send_sms_to_apps: true };
    const ok = await post(cookie, 'v1/phoneActions/createPhoneNumber/confirm', confirm);
    expect(ok.json()).toEqual({ data: { confirmed: true, phone } });
    const row = await userRow(player.id);
    expect(row.phone).toBe(phone);
    expect(row.phone_confirmed_at).not.toBeNull();
    const again = await post(cookie, 'v1/phoneActions/createPhoneNumber/confirm', confirm);
    expectRefused(again, 'phone_number');
  });

  it('throttles codes, refuses a taken phone and a code for another number', async () => {
    const other = await t().createPlayer();
    const player = await t().createPlayer();
    const cookie = await t().loginAs(player);
    const taken = await post(cookie, 'internal/v2/phone-actions/create-phone-number', {
      phone_number: `+${other.phone}`,
    });
    expectRefused(taken, 'phone_number');
    const phone = newPhone();
    const first = await post(cookie, 'internal/v2/phone-actions/create-phone-number', {
      phone_number: `+${phone}`,
    });
    expect(first.statusCode).toBe(200);
    const second = await post(cookie, 'internal/v2/phone-actions/create-phone-number', {
      phone_number: `+${phone}`,
    });
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBeDefined();
    expect(second.json().errors[0].code).toBe('RATE_LIMITED');
    const code = codeIn(await lastMessageTo(t().app.ctx.db, phone));
    const elsewhere = await post(cookie, 'v1/phoneActions/createPhoneNumber/confirm', {
      phone_number: `+${newPhone()}`,
      confirm_code: code,
    });
    expectRefused(elsewhere, 'confirm_code');
    const guest = await t().app.inject({
      method: 'POST',
      url: `${API}/internal/v2/phone-actions/create-phone-number`,
      payload: { phone_number: `+${phone}` },
    });
    expect(guest.statusCode).toBe(401);
  });

  it('activates the account phone with v1 sendCode and confirm; an expired code is refused', async () => {
    const player = await t().createPlayer();
    const cookie = await t().loginAs(player);
    const sent = await post(cookie, 'v1/phoneActions/updatePhoneNumber/sendCode');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ message: expect.any(String), code_length: 6 });
    const expired = codeIn(await lastMessageTo(t().app.ctx.db, player.phone));
    t().clock.advance(11 * 60_000);
    expectRefused(
      await post(cookie, 'v1/phoneActions/updatePhoneNumber/confirm', { confirm_code: expired }),
      'confirm_code',
    );
    expect((await userRow(player.id)).phone_confirmed_at).toBeNull();
    expect((await post(cookie, 'v1/phoneActions/updatePhoneNumber/sendCode')).statusCode).toBe(200);
    const code = codeIn(await lastMessageTo(t().app.ctx.db, player.phone));
    const ok = await post(cookie, 'v1/phoneActions/updatePhoneNumber/confirm', { confirm_code: code });
    expect(ok.json()).toEqual({ data: { confirmed: true, phone: player.phone } });
    expect((await userRow(player.id)).phone_confirmed_at).not.toBeNull();
    expectRefused(
      await post(cookie, 'v1/phoneActions/updatePhoneNumber/confirm', { confirm_code: code }),
      'phone_number',
    );
  });

  it('changes the phone by v3 only after both the code and the security answer', async () => {
    const { player, cookie } = await playerWithQuestion();
    const phone = newPhone();
    const code = await startChange(cookie, phone);
    const early = await get(cookie, 'v3/phone-number/update/check-user-answer', { user_answer: ANSWER });
    expectRefused(early, 'confirm_code');
    expectRefused(
      await get(cookie, 'v3/phone-number/update/check-confirm-code', { confirm_code: wrongCode(code) }),
      'confirm_code',
    );
    const checked = await get(cookie, 'v3/phone-number/update/check-confirm-code', { confirm_code: code });
    expect(checked.json()).toEqual({ data: { confirmed: true, phone } });
    expectRefused(
      await get(cookie, 'v3/phone-number/update/check-confirm-code', { confirm_code: code }),
      'phone',
    );
    const wrong = await get(cookie, 'v3/phone-number/update/check-user-answer', {
      user_answer: 'Tom the Cat',
    });
    expectRefused(wrong, 'user_answer');
    expect((await userRow(player.id)).phone).toBe(player.phone);
    const done = await get(cookie, 'v3/phone-number/update/check-user-answer', {
      user_answer: ' rex  THE dog ',
    });
    expect(done.json()).toEqual({ data: { changed: true, phone } });
    expect((await userRow(player.id)).phone).toBe(phone);
    expectRefused(
      await get(cookie, 'v3/phone-number/update/check-user-answer', { user_answer: ANSWER }),
      'phone',
    );
  });

  it('changes the phone by v2 with the code and the answer at once, and never twice', async () => {
    const { player, cookie } = await playerWithQuestion();
    const phone = newPhone();
    const code = await startChange(cookie, phone);
    const wrongAnswer = { phone_number: `+${phone}`, confirm_code: code, user_answer: 'nope' };
    expectRefused(await post(cookie, 'v2/phone-actions/update-phone-number', wrongAnswer), 'user_answer');
    const badCode = { phone_number: `+${phone}`, confirm_code: wrongCode(code), user_answer: ANSWER };
    expectRefused(await post(cookie, 'v2/phone-actions/update-phone-number', badCode), 'confirm_code');
    expect((await userRow(player.id)).phone).toBe(player.phone);
    const body = { phone_number: `+${phone}`, confirm_code: code, user_answer: ANSWER };
    const done = await post(cookie, 'v2/phone-actions/update-phone-number', body);
    expect(done.json()).toEqual({ data: { changed: true, phone } });
    expect((await userRow(player.id)).phone).toBe(phone);
    expectRefused(await post(cookie, 'v2/phone-actions/update-phone-number', body), 'phone');
  });

  it('drops a change after five wrong answers and refuses a change without a security question', async () => {
    const { player, cookie } = await playerWithQuestion();
    const phone = newPhone();
    const code = await startChange(cookie, phone);
    await get(cookie, 'v3/phone-number/update/check-confirm-code', { confirm_code: code });
    for (let i = 0; i < 5; i += 1)
      expectRefused(
        await get(cookie, 'v3/phone-number/update/check-user-answer', { user_answer: `guess ${i}` }),
        'user_answer',
      );
    expectRefused(
      await get(cookie, 'v3/phone-number/update/check-user-answer', { user_answer: ANSWER }),
      'phone',
    );
    expect((await userRow(player.id)).phone).toBe(player.phone);
    const bare = await t().createPlayer();
    const bareCookie = await t().loginAs(bare);
    const refused = await post(bareCookie, 'v3/phone-number/update', {
      phone: newPhone(),
      country_code: '7',
    });
    expectRefused(refused, 'user_answer');
    expectRefused(
      await post(bareCookie, 'v3/phone-number/update', { phone: '12', country_code: 'kz' }),
      'phone',
    );
    // A calling code has at most three digits (CON-05); a fourth is refused, not read as part of the number.
    expectRefused(
      await post(bareCookie, 'v3/phone-number/update', { phone: newPhone(), country_code: '7770' }),
      'country_code',
    );
  });
});
