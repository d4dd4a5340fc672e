import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { decodePassword } from '@sportsbook/core/registration/encoded-password';
import { countryIdFromIso } from '@sportsbook/core/reference/reference-ids';
import { describeEachDatabase, TEST_PASSWORD } from '../../../test/harness/test-app';
import { codeIn, lastMessageTo, tokenIn } from '../outbox/outbox-test-support';

const KZ = countryIdFromIso('KZ');
const DE = countryIdFromIso('DE');
const KZT = 398;
let sequence = 0;
const unique = () => `${Date.now().toString(36)}${++sequence}`;
const uniquePhone = () => `7701${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

function fullRegistration(overrides: Record<string, unknown> = {}) {
  return {
    type: 'full_reg',
    email: `new-${unique()}@test.local`,
    password: TEST_PASSWORD,
    password_again: TEST_PASSWORD,
    name: 'José',
    surname: "O'Neil-Smith",
    date_birthday: '1990-05-17',
    country_id: KZ,
    currency_id: KZT,
    regRules: true,
    regPolitics: true,
    ...overrides,
  };
}

const errorsOf = (response: LightMyRequestResponse) =>
  response.json().validation_errors as Record<string, string[]>;

describeEachDatabase('registration submit', (t) => {
  const submit = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'POST', url: '/web-api/registration/submit', payload, headers });

  it('reminds a player registered by e-mail to confirm it the next day, not right after the letter', async () => {
    const payload = fullRegistration({ country_id: DE, document_type_id: undefined });
    const response = await submit(payload);
    expect(response.statusCode, response.body).toBe(201);
    const popup = async (session: LightMyRequestResponse) =>
      (
        await t().injectAs(`SESSION=${session.cookies.find((c) => c.name === 'SESSION')?.value}`, {
          method: 'POST',
          url: '/web-api/user/repeatActivationPopup',
        })
      ).json().data;
    expect((await popup(response)).show).toBe(false);
    t().clock.advance(25 * 3600_000);
    const nextDay = await t().app.inject({
      method: 'POST',
      url: '/web-api/user/auth',
      payload: { login: payload.email, password: TEST_PASSWORD },
    });
    expect(await popup(nextDay)).toEqual({ show: true, email: payload.email });
    expect((await popup(nextDay)).show).toBe(false);
  });

  it('registers one-click: the account id and a base64 password shown once, logged in, main account opened', async () => {
    const response = await submit({
      type: 'fast_reg',
      country_id: KZ,
      currency_id: KZT,
      regRules: 1,
      regPolitics: 'true',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data.login).toBe(String(data.userId));
    const password = decodePassword(data.password)!;
    expect(password).toMatch(/^[A-Za-z0-9]{10}$/);
    const cookie = response.cookies.find((c) => c.name === 'SESSION');
    const me = await t().injectAs(`SESSION=${cookie?.value}`, {
      method: 'GET',
      url: '/web-api/session-api/sessions/user',
    });
    expect(me.json().data.user.id).toBe(data.userId);
    const balance = await t().injectAs(`SESSION=${cookie?.value}`, {
      method: 'POST',
      url: '/web-api/user/balance',
    });
    expect(balance.statusCode).toBe(200);
    expect(JSON.stringify(balance.json())).toContain('KZT');
    const login = await t().app.inject({
      method: 'POST',
      url: '/web-api/user/auth',
      payload: { login: data.login, password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('registers by e-mail: logged in, profile kept, an activation letter whose link works once', async () => {
    const payload = fullRegistration({
      document_type_id: 1,
      passport_series: 'N',
      passport_number: '12345678',
      region_id: KZ * 100 + 1,
    });
    const response = await submit(payload, { 'x-captcha-token': 'not-checked-yet' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      login: payload.email,
      activationSent: true,
      redirectTo: null,
    });
    const letter = await lastMessageTo(t().app.ctx.db, payload.email);
    expect(letter).toMatchObject({ channel: 'email', purpose: 'activation' });
    const activate = () =>
      t().app.inject({
        method: 'POST',
        url: '/web-api/api/internal/v1/user/activate',
        payload: { token: tokenIn(letter) },
      });
    expect((await activate()).json().data).toMatchObject({
      activated: true,
      userId: response.json().data.userId,
    });
    expect(errorsOf(await activate()).token).toEqual(['validation_link_invalid']);
    const cookie = `SESSION=${response.cookies.find((c) => c.name === 'SESSION')?.value}`;
    const account = (
      await t().injectAs(cookie, { method: 'POST', url: '/web-api/officeapi/getaccountdata' })
    ).json().data;
    expect(account).toMatchObject({ emailConfirmed: true, registrationType: 'full_reg' });
    expect(account.fields).toMatchObject({
      name: 'José',
      passport_number: '12345678',
      date_birthday: '1990-05-17',
      region_id: KZ * 100 + 1,
    });
    expect(account.fields.password).toBeUndefined();
  });

  it.each([
    ['@mail.ru', 'validation_email_leading_at'],
    ['ivan@', 'validation_email_trailing_at'],
    ['ivan.mail.ru', 'validation_email_missing_at'],
    ['ivan@mail', 'validation_email_missing_dot'],
    ['iv an@mail.ru', 'validation_email_spaces'],
    ['ivan@gmial.com', 'validation_email_domain_typo'],
    ['iv(an@example.com', 'validation_enter_correct_email'],
  ])('refuses the e-mail %s with %s', async (email, key) => {
    expect(errorsOf(await submit(fullRegistration({ email }))).email).toEqual([key]);
  });

  it.each([
    [{ name: 'Ivan1' }, 'name', 'password_available_symbols'],
    [{ surname: '' }, 'surname', 'required'],
    [{ password: 'short1', password_again: 'short1' }, 'password', 'min_symbols_limit'],
    [{ password: 'onlyletters', password_again: 'onlyletters' }, 'password', 'validation_password_weak'],
    [{ password: 'pass word1', password_again: 'pass word1' }, 'password', 'password_available_symbols'],
    [{ password_again: 'Other-pass-1' }, 'password_again', 'validation_compare'],
    [{ date_birthday: '17.05.1990' }, 'date_birthday', 'validation_date_time'],
    [{ date_birthday: '2010-01-01' }, 'date_birthday', 'validation_min_age'],
    [{ regPolitics: false }, 'regPolitics', 'required'],
    [{ currency_id: 999_999 }, 'currency_id', 'validation_invalid_value'],
    [{ country_id: 9999 }, 'country_id', 'validation_invalid_value'],
    [{ document_type_id: 1, passport_series: '' }, 'passport_series', 'required'],
    [{ first_deposit_bonus_choice: 7 }, 'first_deposit_bonus_choice', 'validation_invalid_value'],
    [{ region_id: DE * 100 + 1 }, 'region_id', 'validation_invalid_value'],
    [{ phone: '+7 12' }, 'phone', 'phone_min_length'],
    [{ phone: '123456789012345678901' }, 'phone', 'validation_phone_max_length'],
    [
      { phone: { countryCode: 'kz', phoneCode: '7', phoneNum: '5012345678' } },
      'phone',
      'validation_phone_first_digit',
    ],
    [{ phone: 'call me' }, 'phone', 'validation_phone'],
    [{ phone: { countryCode: 'kz', phoneCode: '7', phoneNum: '701123456' } }, 'phone', 'phone_min_length'],
  ])('refuses %j: %s gets %s, and creates nothing', async (overrides, field, key) => {
    const payload = fullRegistration(overrides);
    const response = await submit(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].code).toBe('VALIDATION_FAILED');
    expect(errorsOf(response)[field]).toContain(key);
    const created = await t()
      .app.ctx.db.selectFrom('users')
      .select('id')
      .where('email', '=', payload.email)
      .executeTakeFirst();
    expect(created).toBeUndefined();
  });

  it('enforces the minimum age of the chosen country from the configuration', async () => {
    await t().injectOps({
      method: 'PUT',
      url: '/ops-api/site-config/layers',
      payload: { partnerId: 1, patch: { geo: { minimumAge: { default: 18, byCountry: { KZ: 21 } } } } },
    });
    const data = (await t().app.inject({ method: 'POST', url: '/web-api/registration' })).json().data;
    expect(data.minAgesByCountry[String(KZ)]).toBe(21);
    expect(errorsOf(await submit(fullRegistration({ date_birthday: '2006-01-01' }))).date_birthday).toEqual([
      'validation_min_age',
    ]);
    expect(
      (
        await submit(
          fullRegistration({ date_birthday: '2006-01-01', country_id: DE, document_type_id: undefined }),
        )
      ).statusCode,
    ).toBe(201);
  });

  it('keeps e-mail and phone unique', async () => {
    const player = await t().createPlayer();
    const response = await submit(
      fullRegistration({ email: player.email.toUpperCase(), phone: `+${player.phone}` }),
    );
    expect(errorsOf(response)).toMatchObject({
      email: ['validation_email_taken'],
      phone: ['validation_phone_taken'],
    });
  });

  it('registers by phone only with the confirmed code, which leaves only through the outbox and works once', async () => {
    const phone = uniquePhone();
    const phoneValue = { countryCode: 'kz', countryId: KZ, phoneCode: '7', phoneNum: phone.slice(1) };
    const send = await t().app.inject({
      method: 'POST',
      url: '/web-api/registration/phone/send-code',
      payload: { phone: phoneValue },
    });
    expect(send.statusCode, send.body).toBe(200);
    expect(send.json().data).toEqual({ code_length: 6, expires_in: 600, resend_in: 60 });
    const sms = await lastMessageTo(t().app.ctx.db, phone);
    const code = codeIn(sms);
    expect(send.body).not.toContain(code);
    const again = await t().app.inject({
      method: 'POST',
      url: '/web-api/registration/phone/send-code',
      payload: { phone: `+${phone}` },
    });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);

    const payload = {
      type: 'phone_reg',
      phone: phoneValue,
      currency_id: KZT,
      password: TEST_PASSWORD,
      password_again: TEST_PASSWORD,
      regRules: true,
      regPolitics: true,
    };
    const early = await submit({ ...payload, phone_confirmation: code });
    expect(errorsOf(early).phone_confirmation).toEqual(['validation_phone_not_confirmed']);
    const confirm = (value: string) =>
      t().app.inject({
        method: 'POST',
        url: '/web-api/registration/phone/confirm',
        payload: { phone: phoneValue, phone_confirmation: value },
      });
    const wrong = code === '000000' ? '111111' : '000000';
    expect(errorsOf(await confirm(wrong)).phone_confirmation).toEqual(['auth_incorrect_code']);
    expect((await confirm(code)).json()).toEqual({ data: { confirmed: true } });
    expect(errorsOf(await submit({ ...payload, phone_confirmation: '123' })).phone_confirmation).toEqual([
      'equal_length',
    ]);
    expect(errorsOf(await submit({ ...payload, phone_confirmation: 'ab!cd?' })).phone_confirmation).toEqual([
      'auth_incorrect_code',
    ]);

    const response = await submit({ ...payload, phone_confirmation: code });
    expect(response.statusCode, response.body).toBe(201);
    const login = await t().app.inject({
      method: 'POST',
      url: '/web-api/user/auth',
      payload: { login: `+${phone}`, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const account = (
      await t().injectAs(`SESSION=${login.cookies.find((c) => c.name === 'SESSION')?.value}`, {
        method: 'POST',
        url: '/web-api/officeapi/getaccountdata',
      })
    ).json().data;
    expect(account).toMatchObject({ phone, phoneConfirmed: true, registrationType: 'phone_reg' });
  });

  it('takes a calling code of at most three digits (CON-05)', async () => {
    const sendCode = (payload: Record<string, unknown>) =>
      t().app.inject({ method: 'POST', url: '/web-api/registration/phone/send-code', payload });
    const uzbek = `90${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    expect((await sendCode({ phone: uzbek, tel_code: '+998' })).statusCode).toBe(200);
    expect(errorsOf(await sendCode({ phone: uzbek, tel_code: '9980' }))).toHaveProperty('tel_code');
    expect(errorsOf(await sendCode({ phone: uzbek, tel_code: 9980 }))).toHaveProperty('tel_code');
    const longCode = { phoneCode: '9980', phoneNum: uzbek, countryCode: 'uz' };
    expect(errorsOf(await sendCode({ phone: longCode }))).toHaveProperty(['phone.phoneCode']);
    expect(errorsOf(await submit({ type: 'phone_reg', phone: uzbek, tel_code: '9980' }))).toHaveProperty(
      'tel_code',
    );
    expect(errorsOf(await submit({ type: 'phone_reg', phone: longCode })).phone).toEqual(['validation_phone']);
  });

  it('sends a social registration to oauth/rights instead of creating an account from the form', async () => {
    const response = await submit({
      type: 'soc_reg',
      social_types_id: 'google',
      regRules: true,
      regPolitics: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].detail).toContain('oauth/rights');
  });

  it('keeps the document, financial and partner fields of an operator field set (REG-16)', async () => {
    const AT = countryIdFromIso('AT');
    const EUR = 978;
    const input = (id: string) => ({ id, name: id, type: 'input' });
    const extra = {
      passport_number: 'P1234567',
      passport_date: '2015-04-01',
      passport_end_date: '2025-04-01',
      passport_who: 'Magistrat Wien',
      registration_number: 'ZMR-42',
      inn: '123456789',
      cpf: '390.533.447-05',
      bank: 'Erste Bank',
      bank_account: 'AT611904300234573201',
      bank_account_owner: 'Anna Huber',
      partner_account: '5005',
      partner_nickname: 'affiliate-anna',
      partner_phone: '+43 660 1234567',
      partner_email: 'partner@test.local',
    };
    const fields = [
      { id: 'email', name: 'email', type: 'email', required: true },
      { id: 'password', name: 'password', type: 'password', required: true },
      { id: 'country_id', name: 'country_id', type: 'select', required: true, options_source: 'countries' },
      { id: 'currency_id', name: 'currency_id', type: 'select', options_source: 'currencies' },
      ...Object.keys(extra).map(input),
      { id: 'checkbox_pep', name: 'checkbox_pep', type: 'checkbox' },
      { id: 'regRules', name: 'regRules', type: 'checkbox', required: true },
      { id: 'regPolitics', name: 'regPolitics', type: 'checkbox', required: true },
    ];
    const put = await t().injectOps({
      method: 'PUT',
      url: '/ops-api/registration/field-sets',
      payload: { type: 'full_reg', partnerId: 1, countryIso: 'at', fields },
    });
    expect(put.statusCode, put.body).toBe(200);
    try {
      const response = await submit({
        type: 'full_reg',
        country: 'AT',
        email: `documents-${unique()}@test.local`,
        password: TEST_PASSWORD,
        country_id: AT,
        currency_id: EUR,
        checkbox_pep: true,
        regRules: true,
        regPolitics: true,
        ...extra,
      });
      expect(response.statusCode, response.body).toBe(201);
      const cookie = `SESSION=${response.cookies.find((c) => c.name === 'SESSION')?.value}`;
      const account = (
        await t().injectAs(cookie, { method: 'POST', url: '/web-api/officeapi/getaccountdata' })
      ).json().data;
      expect(account.fields).toMatchObject({ ...extra, checkbox_pep: true, country_id: AT });
    } finally {
      await t().injectOps({
        method: 'DELETE',
        url: `/ops-api/registration/field-sets/${put.json().data.id}`,
      });
    }
  });
});
