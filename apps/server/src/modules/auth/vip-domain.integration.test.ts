import { afterEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/harness/test-app';

const VIP = 'vip.example.test';

describeEachDatabase('VIP domain login for configured geos (AUTH-23)', (t) => {
  let layerId: number | null = null;
  afterEach(async () => {
    if (layerId !== null)
      await t().injectOps({ method: 'DELETE', url: `/ops-api/site-config/layers/${layerId}` });
    layerId = null;
  });

  const configure = async (geo: object) => {
    const layer = await t().injectOps({
      method: 'PUT',
      url: '/ops-api/site-config/layers',
      payload: { partnerId: 1, patch: { geo } },
    });
    expect(layer.statusCode, layer.body).toBe(200);
    layerId = layer.json().data.id;
  };
  const logIn = (url: string, payload: object, host: string, country: string) =>
    t().app.inject({ method: 'POST', url, payload, headers: { host, 'x-geo-country': country } });

  it('refuses every way to log in from a listed country off the VIP domain, and lets it in on the VIP domain', async () => {
    await configure({ vipDomainAuthCountries: ['DE'], vipDomain: VIP });
    const player = await t().createPlayer();
    const byPassword = { login: player.email, password: player.password };

    const refused = await logIn('/web-api/user/auth', byPassword, 'www.example.test', 'DE');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe('VIP_DOMAIN_REQUIRED');
    expect(refused.cookies.find((cookie) => cookie.name === 'SESSION')).toBeUndefined();
    for (const [url, payload] of [
      ['/web-api/account/login', byPassword],
      ['/web-api/sms-auth/check-code', { phone_number: player.phone, sms_code: '123456' }],
    ] as const)
      expect((await logIn(url, payload, 'www.example.test', 'DE')).json().errors[0].code).toBe(
        'VIP_DOMAIN_REQUIRED',
      );

    expect((await logIn('/web-api/user/auth', byPassword, VIP, 'DE')).statusCode).toBe(200);
    expect((await logIn('/web-api/user/auth', byPassword, `${VIP}:8443`, 'DE')).statusCode).toBe(200);
    expect((await logIn('/web-api/user/auth', byPassword, 'www.example.test', 'FR')).statusCode).toBe(200);
  });

  it('tells the site configuration of a listed country, and enforces nothing until a VIP domain is set', async () => {
    await configure({ vipDomainAuthCountries: ['DE'], vipDomain: VIP });
    const configFor = async (country: string) =>
      (await t().app.inject({ method: 'GET', url: `/web-api/site-config?country=${country}&lng=en` })).json()
        .data;
    const german = await configFor('DE');
    expect(german.derived.vipDomainAuth).toBe(true);
    expect(german.geo.vipDomain).toBe(VIP);
    expect((await configFor('FR')).derived.vipDomainAuth).toBe(false);

    await t().injectOps({ method: 'DELETE', url: `/ops-api/site-config/layers/${layerId}` });
    await configure({ vipDomainAuthCountries: ['DE'] });
    expect((await configFor('DE')).derived.vipDomainAuth).toBe(false);
    const player = await t().createPlayer();
    const login = await logIn(
      '/web-api/user/auth',
      { login: player.email, password: player.password },
      'www.example.test',
      'DE',
    );
    expect(login.statusCode).toBe(200);
  });

  it('refuses a VIP domain that is not a host name', async () => {
    const layer = await t().injectOps({
      method: 'PUT',
      url: '/ops-api/site-config/layers',
      payload: { partnerId: 1, patch: { geo: { vipDomain: 'https://vip.example.test/' } } },
    });
    expect(layer.statusCode).toBe(422);
  });
});
