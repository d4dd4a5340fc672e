import { createHmac } from 'node:crypto';
import { base32Decode, totp } from '@sportsbook/core/auth/totp';
import { expect, it } from 'vitest';
import { describeEachDatabase, type TestPlayer } from '../../../../test/harness/test-app';
import { codeIn, lastMessageTo } from '../../outbox/outbox-test-support';

const OFFICE = '/web-api/officeapi';
const sha1 = (key: Uint8Array, message: Uint8Array) =>
  new Uint8Array(createHmac('sha1', key).update(message).digest());
const cookieNamed = (response: { cookies: { name: string; value: string }[] }, name: string) => {
  const value = response.cookies.find((c) => c.name === name)?.value;
  return value ? `${name}=${value}` : undefined;
};

describeEachDatabase('two-factor authentication', (t) => {
  let address = 0;
  /** Each test from its own address, so failures of one never reach another's address lock. */
  const newAddress = () => `10.20.0.${(address += 1)}`;
  const codeFor = (secret: string) => totp(sha1, base32Decode(secret)!, t().clock.nowMs());
  const nextStep = () => t().clock.advance(30_000);

  const office = (cookie: string, call: string, payload: object = {}, remoteAddress = '127.0.0.1') =>
    t().injectAs(cookie, { method: 'POST', url: `${OFFICE}/${call}`, payload, remoteAddress });

  /** A logged-in player with two-factor on; returns the secret as shown once at set-up. */
  async function enabledPlayer(
    remoteAddress: string,
  ): Promise<{ player: TestPlayer; secret: string; cookie: string }> {
    const player = await t().createPlayer();
    const cookie = await t().loginAs(player);
    const secret = (await office(cookie, 'gettwofactorqrcodeurl')).json().data.code as string;
    const enabled = await office(cookie, 'twofactorauthenable', { app_code: codeFor(secret) }, remoteAddress);
    expect(enabled.statusCode).toBe(200);
    nextStep();
    return { player, secret, cookie };
  }

  const passwordLogin = (player: TestPlayer, remoteAddress: string) =>
    t().app.inject({
      method: 'POST',
      url: '/web-api/user/auth',
      payload: { login: player.email, password: player.password },
      remoteAddress,
    });
  const secondStep = (pending: string | undefined, appCode: string, remoteAddress: string) =>
    t().app.inject({
      method: 'POST',
      url: '/web-api/user/twoauth/',
      payload: { app_code: appCode },
      remoteAddress,
      ...(pending ? { headers: { cookie: pending } } : {}),
    });

  it('shows the secret as an otpauth link once, enables with a right code only, then never shows it again', async () => {
    const ip = newAddress();
    const player = await t().createPlayer();
    const cookie = await t().loginAs(player);
    const setup = (await office(cookie, 'gettwofactorqrcodeurl')).json().data;
    expect(setup.code).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.qr_code_url).toBe(
      `otpauth://totp/Sportsbook:${encodeURIComponent(player.email)}?secret=${setup.code}&issuer=Sportsbook&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.qr_link).toBe(setup.qr_code_url);
    const right = codeFor(setup.code);
    const wrong = await office(
      cookie,
      'twofactorauthenable',
      { app_code: right === '000000' ? '111111' : '000000' },
      ip,
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().validation_errors).toEqual({ app_code: ['auth_incorrect_code'] });
    const secure = () => t().injectAs(cookie, { method: 'POST', url: '/web-api/user/secure' });
    expect((await secure()).json().data.twoFactorEnabled).toBe(false);
    expect((await office(cookie, 'twofactorauthenable', { app_code: right }, ip)).json()).toEqual({
      data: { enabled: true },
    });
    expect((await secure()).json().data.twoFactorEnabled).toBe(true);
    expect((await office(cookie, 'gettwofactorqrcodeurl')).statusCode).toBe(409);
    expect((await office(cookie, 'twofactorauthenable', { app_code: right }, ip)).statusCode).toBe(409);
  });

  it('refuses the enabling code again when disabling (replay), then disables with a fresh code', async () => {
    const ip = newAddress();
    const player = await t().createPlayer();
    const cookie = await t().loginAs(player);
    const secret = (await office(cookie, 'gettwofactorqrcodeurl')).json().data.code;
    const used = codeFor(secret);
    expect((await office(cookie, 'twofactorauthenable', { app_code: used }, ip)).statusCode).toBe(200);
    const replay = await office(cookie, 'twofactorauthdisable', { hash: used }, ip);
    expect(replay.json().validation_errors).toEqual({ app_code: ['auth_incorrect_code'] });
    nextStep();
    expect((await office(cookie, 'twofactorauthdisable', { hash: codeFor(secret) }, ip)).json()).toEqual({
      data: { enabled: false },
    });
    expect((await office(cookie, 'twofactorauthdisable', { hash: codeFor(secret) }, ip)).statusCode).toBe(
      409,
    );
    const login = await passwordLogin(player, ip);
    expect(cookieNamed(login, 'SESSION')).toBeDefined();
  });

  it('asks for the code after the password, opens a new session on a right code and refuses its replay', async () => {
    const ip = newAddress();
    const { player, secret, cookie } = await enabledPlayer(ip);
    const earlierSession = (
      await t().injectAs(cookie, { method: 'GET', url: `${OFFICE}/getsessionid` })
    ).json().data.session_id;
    const login = await passwordLogin(player, ip);
    expect(login.json()).toEqual({ data: { twoFactorRequired: true } });
    expect(cookieNamed(login, 'SESSION')).toBeUndefined();
    const pending = cookieNamed(login, 'TWO_FACTOR_PENDING');
    const code = codeFor(secret);
    expect((await secondStep(undefined, code, ip)).statusCode).toBe(401);
    const wrong = await secondStep(pending, code === '000000' ? '111111' : '000000', ip);
    expect(wrong.json().validation_errors).toEqual({ app_code: ['auth_incorrect_code'] });
    const done = await secondStep(pending, code, ip);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.userId).toBe(player.id);
    const session = cookieNamed(done, 'SESSION')!;
    const me = await t().injectAs(session, { method: 'GET', url: '/web-api/session-api/sessions/user' });
    expect(me.json().data.user.id).toBe(player.id);
    const newSession = (await t().injectAs(session, { method: 'GET', url: `${OFFICE}/getsessionid` })).json()
      .data.session_id;
    expect(newSession).not.toBe(earlierSession);
    expect((await secondStep(pending, code, ip)).statusCode).toBe(401);
    const again = cookieNamed(await passwordLogin(player, ip), 'TWO_FACTOR_PENDING');
    expect((await secondStep(again, code, ip)).json().validation_errors).toEqual({
      app_code: ['auth_incorrect_code'],
    });
  });

  it('throttles codes: five wrong ones burn the login step and lock the account', async () => {
    const ip = newAddress();
    const { player, secret } = await enabledPlayer(ip);
    const pending = cookieNamed(await passwordLogin(player, ip), 'TWO_FACTOR_PENDING');
    const right = codeFor(secret);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await secondStep(pending, wrong, ip)).statusCode).toBe(422);
    expect((await secondStep(pending, right, ip)).statusCode).toBe(401);
    expect((await passwordLogin(player, ip)).json().errors[0].code).toBe('ACCOUNT_LOCKED');
  });

  it('keeps counting wrong codes across password logins: a known password does not reset the count', async () => {
    const ip = newAddress();
    const { player, secret } = await enabledPlayer(ip);
    const wrong = codeFor(secret) === '000000' ? '111111' : '000000';
    const first = cookieNamed(await passwordLogin(player, ip), 'TWO_FACTOR_PENDING');
    for (let i = 0; i < 4; i += 1) expect((await secondStep(first, wrong, ip)).statusCode).toBe(422);
    const second = cookieNamed(await passwordLogin(player, ip), 'TWO_FACTOR_PENDING');
    expect((await secondStep(second, wrong, ip)).statusCode).toBe(422);
    expect((await passwordLogin(player, ip)).json().errors[0].code).toBe('ACCOUNT_LOCKED');
  });

  it('enables with an SMS code from the outbox too; a wrong SMS code is reported on the SMS field, a wrong app code on its own', async () => {
    const ip = newAddress();
    const player = await t().createPlayer();
    const cookie = await t().loginAs(player);
    const secret = (await office(cookie, 'gettwofactorqrcodeurl')).json().data.code;
    expect((await office(cookie, 'sendSmsForTwoFactorActivation')).json().data.code_length).toBe(6);
    const sms = codeIn(await lastMessageTo(t().app.ctx.db, player.phone));
    const badSms = await office(
      cookie,
      'twofactorauthenable',
      { app_code: codeFor(secret), sms_code: sms === '000000' ? '111111' : '000000' },
      ip,
    );
    expect(badSms.json().validation_errors).toEqual({ sms_code: ['auth_incorrect_code'] });
    const right = codeFor(secret);
    const badApp = await office(
      cookie,
      'twofactorauthenable',
      { app_code: right === '000000' ? '111111' : '000000', sms_code: sms },
      ip,
    );
    expect(badApp.json().validation_errors).toEqual({ app_code: ['auth_incorrect_code'] });
    const ok = await office(cookie, 'twofactorauthenable', { app_code: right, sms_code: sms }, ip);
    expect(ok.statusCode).toBe(200);
  });
});
