import { beforeEach, expect, it } from 'vitest';
import { countryIdFromIso } from '@sportsbook/core/reference/reference-ids';
import { describeEachDatabase } from '../../../test/harness/test-app';

const KZ = countryIdFromIso('KZ');
const office = (call: string, payload?: object) => ({
  method: 'POST' as const,
  url: `/web-api/officeapi/${call}`,
  payload,
});

describeEachDatabase('account area', (t) => {
  beforeEach(() => t().clock.advance(61_000));

  const player = async () => {
    const created = await t().createPlayer();
    return { ...created, cookie: await t().loginAs(created) };
  };

  it('edits account data: fill-once fields while empty, the login any time, validated by the field rules', async () => {
    const { id, cookie, password } = await player();
    const data = (await t().injectAs(cookie, office('getaccountdata'))).json().data;
    expect(data).toMatchObject({ userId: id, emailConfirmed: false, fields: { name: null } });
    expect(data.editable).toEqual(
      expect.arrayContaining(['name', 'surname', 'date_birthday', 'login', 'address']),
    );
    const save = (fields: object) => t().injectAs(cookie, office('saveaccountfields', fields));
    expect(
      (await save({ name: 'Ivan2', date_birthday: '2015-01-01', login: '1abc', status: 'vip' })).json()
        .validation_errors,
    ).toEqual({
      name: ['password_available_symbols'],
      date_birthday: ['validation_min_age'],
      login: ['validation_login_invalid'],
      status: ['validation_unknown_field'],
    });
    const saved = await save({
      name: 'Ivan',
      surname: 'Petrov',
      date_birthday: '1991-02-03',
      country_id: KZ,
      region_id: KZ * 100 + 2,
      login: 'Lucky_Ivan',
      address: 'Abay 1',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      loginName: 'lucky_ivan',
      fields: { name: 'Ivan', country_id: KZ, region_id: KZ * 100 + 2, address: 'Abay 1' },
    });
    expect(saved.json().data.editable).not.toContain('name');
    expect((await save({ name: 'Pyotr' })).json().validation_errors).toEqual({
      name: ['validation_field_locked'],
    });
    const byLogin = await t().app.inject({
      method: 'POST',
      url: '/web-api/user/auth',
      payload: { login: 'LUCKY_IVAN', password },
    });
    expect(byLogin.statusCode).toBe(200);
    const other = await player();
    expect(
      (await t().injectAs(other.cookie, office('saveaccountfields', { login: 'lucky_ivan' }))).json()
        .validation_errors,
    ).toEqual({ login: ['validation_login_taken'] });
  });

  it('keeps settings: the record, savesetting in both spellings, disallowed sports, mailing', async () => {
    const { cookie } = await player();
    const settings = await t().injectAs(cookie, { method: 'GET', url: '/web-api/api/web/user/v1/settings' });
    expect(settings.json().data).toMatchObject({
      type: 'user-settings',
      attributes: { disable_auth_by_email: true, cfview: 0 },
    });
    expect(
      (
        await t().injectAs(
          cookie,
          office('savesetting', { setting_id: 'disable_auth_by_email', setting_value: 0 }),
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await t().injectAs(cookie, office('saveSetting', { setting_id: 'cfview', setting_value: '2' }))).json()
        .data.settings,
    ).toMatchObject({ disable_auth_by_email: false, cfview: 2 });
    expect(
      (await t().injectAs(cookie, office('savesetting', { setting_id: 'cfview', setting_value: 9 }))).json()
        .validation_errors,
    ).toEqual({ setting_value: ['validation_invalid_value'] });
    expect(
      (
        await t().injectAs(cookie, office('savesetting', { setting_id: 'is_admin', setting_value: true }))
      ).json().validation_errors,
    ).toEqual({ setting_id: ['validation_invalid_value'] });
    const sports = await t().injectAs(cookie, {
      method: 'POST',
      url: '/web-api/api/web/user/v1/disallow-sports',
      payload: { lineDisallowSport: '4,1,4', liveDisallowSport: [3] },
    });
    expect(sports.json().data).toEqual({ lineDisallowSport: [1, 4], liveDisallowSport: [3] });
    expect(
      (
        await t().injectAs(cookie, {
          method: 'POST',
          url: '/web-api/user/mailing',
          payload: { receive_news: true },
        })
      ).json().data,
    ).toEqual({ receive_news: true, receive_res: false });
    const after = (
      await t().injectAs(cookie, { method: 'GET', url: '/web-api/api/web/user/v1/settings' })
    ).json().data.attributes;
    expect(after).toMatchObject({ lineDisallowSport: [1, 4], receive_news: true, cfview: 2 });
  });

  it('shows the security overview', async () => {
    const { cookie } = await player();
    const secure = (await t().injectAs(cookie, { method: 'POST', url: '/web-api/user/secure' })).json().data;
    expect(secure).toMatchObject({ emailConfirmed: false, twoFactorEnabled: false, activeSessions: 1 });
    expect(secure.lastLogins[0]).toMatchObject({ loginKind: 'email' });
  });

  it('keeps an inbox of the supported types; a player marks only their own messages read', async () => {
    const [me, other] = [await player(), await player()];
    for (const type of ['system', 'bonus', 'internal']) {
      await t().injectOps({
        method: 'POST',
        url: `/ops-api/accounts/${me.id}/messages`,
        payload: { type, title: `t-${type}`, text: 'hello' },
      });
    }
    await t().injectOps({
      method: 'POST',
      url: `/ops-api/accounts/${other.id}/messages`,
      payload: { type: 'system', title: 'theirs', text: 'x' },
    });
    const list = (await t().injectAs(me.cookie, office('getmessages'))).json().data;
    expect(list.items.map((m: { title: string }) => m.title)).toEqual(['t-bonus', 't-system']);
    expect(list.unread).toBe(2);
    const theirs = (await t().injectAs(other.cookie, office('getmessages'))).json().data.items[0];
    await t().injectAs(me.cookie, office('readmessages', { ids: [list.items[0].id, theirs.id] }));
    expect((await t().injectAs(me.cookie, office('getmessages'))).json().data.unread).toBe(1);
    expect((await t().injectAs(other.cookie, office('getmessages'))).json().data.unread).toBe(1);
    const menu = (await t().injectAs(me.cookie, office('getLeftMenuData'))).json().data;
    expect(menu.find((item: { id: string }) => item.id === 'messages').sign).toBe('1');
    expect((await t().injectAs(me.cookie, office('readmessages', { all: true }))).json().data.unread).toBe(0);
  });

  it('filters the office menu by visibilityByAuth', async () => {
    const guest = (await t().app.inject(office('getLeftMenuData'))).json().data;
    expect(guest.map((item: { id: string }) => item.id)).toEqual(['login', 'registration']);
    const { cookie } = await player();
    const user = (await t().injectAs(cookie, office('getLeftMenuData'))).json().data;
    expect(user.map((item: { id: string }) => item.id)).not.toContain('login');
    expect(user[0]).toMatchObject({
      id: 'profile',
      langKey: 'office.menu.profile',
      actionType: 'route',
      link: '/office/account',
      visibilityByAuth: 'user',
    });
    expect(user[0].subMenuItems.length).toBeGreaterThan(2);
  });

  it('takes admin requests and ideas for the operator', async () => {
    const { id, cookie, email } = await player();
    expect(
      (await t().injectAs(cookie, office('sendadminrequest', { userName: 'Ivan', email: 'ivan@' }))).json()
        .validation_errors,
    ).toEqual({ email: ['validation_email_trailing_at'] });
    const request = await t().injectAs(
      cookie,
      office('sendadminrequest', { userName: 'Ivan', email, text: 'Please call me' }),
    );
    expect(request.json().data.id).toEqual(expect.any(Number));
    expect(
      (await t().injectAs(cookie, office('shareidea', { text: 'More tennis markets' }))).json().data.id,
    ).toEqual(expect.any(Number));
    expect((await t().injectAs(cookie, office('shareidea', { text: ' ' }))).json().validation_errors).toEqual(
      { text: ['min_symbols_limit'] },
    );
    const requests = (await t().injectOps({ method: 'GET', url: '/ops-api/accounts/requests' })).json().data;
    expect(
      requests.filter((r: { userId: number }) => r.userId === id).map((r: { kind: string }) => r.kind),
    ).toEqual(['idea', 'admin_request']);
  });

  it('issues a support PIN shown once, which the operator can check', async () => {
    const { id, cookie } = await player();
    const { pin } = (await t().injectAs(cookie, office('getnewpincode'))).json().data;
    expect(pin).toMatch(/^\d{6}$/);
    expect((await t().injectAs(cookie, office('getnewpincode'))).statusCode).toBe(429);
    const verify = (value: string) =>
      t().injectOps({ method: 'POST', url: `/ops-api/accounts/${id}/verify-pin`, payload: { pin: value } });
    expect((await verify(pin)).json().data.valid).toBe(true);
    expect((await verify(pin === '000000' ? '111111' : '000000')).json().data.valid).toBe(false);
  });

  it('answers another player’s data with the caller’s own: ids in the request choose nothing', async () => {
    const [me, other] = [await player(), await player()];
    const mine = await t().injectAs(
      me.cookie,
      office('getaccountdata', { userId: other.id, user_id: other.id }),
    );
    expect(mine.json().data.userId).toBe(me.id);
    const settings = await t().injectAs(me.cookie, {
      method: 'GET',
      url: `/web-api/api/web/user/v1/settings?userId=${other.id}`,
    });
    expect(settings.json().data.id).toBe(String(me.id));
    expect((await t().app.inject(office('getaccountdata'))).statusCode).toBe(401);
  });

  it('lists phone countries and the masks of the phone library', async () => {
    const countries = (
      await t().app.inject({ method: 'GET', url: '/web-api/user/getphonecountries?lng=ru' })
    ).json().data;
    expect(countries.find((c: { id: number }) => c.id === KZ)).toEqual({
      id: KZ,
      name: 'Казахстан',
      country_code: 'KZ',
      tel_code: '7',
    });
    const masks = (await t().app.inject({ method: 'GET', url: '/web-api/api/user/phonemasks' })).json().data;
    expect(masks.find((m: { CountryId: number }) => m.CountryId === KZ)).toEqual({
      CountryId: KZ,
      Mask: '### ### ####',
      Max: 10,
      Min: 10,
    });
    expect(masks.length).toBeGreaterThan(200);
  });
});
