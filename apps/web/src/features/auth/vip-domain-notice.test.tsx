import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubElementSizes } from '../../test/element-size';
import { json, mockServer, type Handler } from '../../test/mock-server';
import { renderApp } from '../../test/render-app';
import { siteConfigFixture } from '../../test/site-config.fixture';

const VIP = 'vip.example.test';

/** The configuration the server resolves for a visitor from a geo listed in geo.vipDomainAuthCountries. */
function listedGeoConfig(vipDomainAuth: boolean) {
  const config = siteConfigFixture();
  return {
    ...config,
    geo: { ...config.geo, vipDomainAuthCountries: ['DE'], vipDomain: VIP },
    derived: { ...config.derived, vipDomainAuth },
  };
}

describe('VIP domain login (AUTH-23)', () => {
  beforeEach(() => stubElementSizes());
  afterEach(() => vi.unstubAllGlobals());

  it('tells a visitor from a listed geo to log in on the VIP domain, linking to the same page there', async () => {
    mockServer({ config: listedGeoConfig(true) });
    renderApp('/en/login?x=1');
    const notice = await screen.findByRole('note');
    expect(notice.textContent).toContain(`Players from your country log in on our VIP site, ${VIP}.`);
    expect(within(notice).getByRole('link', { name: `Go to ${VIP}` }).getAttribute('href')).toBe(
      `${globalThis.location.protocol}//${VIP}/en/login?x=1`,
    );
  });

  it('shows the server’s refusal of a login off the VIP domain', async () => {
    const auth = vi.fn<Handler>(() =>
      json({ message: 'x', errors: [{ code: 'VIP_DOMAIN_REQUIRED', detail: 'x' }] }, 403),
    );
    mockServer({ config: listedGeoConfig(true), routes: { 'POST /web-api/user/auth': auth } });
    renderApp('/en/login');
    await userEvent.type(await screen.findByLabelText('E-mail, phone or account ID'), 'player@example.test');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret123');
    await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Players from your country log in on our VIP site.')).toBeTruthy();
    expect(auth).toHaveBeenCalledOnce();
  });

  it('says nothing to visitors from other geos', async () => {
    mockServer({ config: listedGeoConfig(false) });
    renderApp('/en/login');
    await screen.findByLabelText('E-mail, phone or account ID');
    expect(screen.queryByRole('note')).toBeNull();
  });
});
