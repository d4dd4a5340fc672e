import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockServer, playerSession } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { siteConfigFixture } from '../../../test/site-config.fixture';

const mainNav = () => screen.getByRole('navigation', { name: 'Main sections' });

describe('header', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers a guest Log in and Registration; Registration opens the registration form', async () => {
    mockServer();
    renderApp('/en/casino');
    await screen.findByRole('heading', { level: 1, name: 'Casino' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Log in' })).toBeTruthy();
    await userEvent.click(within(banner).getByRole('button', { name: 'Registration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registration' });
    expect(await within(dialog).findByRole('tablist', { name: 'Registration type' })).toBeTruthy();
  });

  it('shows at most 9 sections and folds the rest under "More", filtered by auth (CFG-26)', async () => {
    mockServer();
    renderApp('/en/casino');
    await screen.findByRole('heading', { level: 1, name: 'Casino' });
    const visible = within(mainNav()).getAllByRole('listitem');
    expect(visible).toHaveLength(9);
    expect(within(mainNav()).queryByRole('link', { name: 'Bonuses' })).toBeNull();
    await userEvent.click(within(mainNav()).getByRole('button', { name: 'More' }));
    expect(within(mainNav()).getByRole('link', { name: /Welcome bonus/ })).toBeTruthy();
  });

  it('shows a player the account menu and logs out through /web-api/user/disconnect', async () => {
    const disconnect = vi.fn(() => json({ data: { ok: true } }));
    mockServer({ session: playerSession('alice'), routes: { 'POST /web-api/user/disconnect': disconnect } });
    renderApp('/en/casino');
    const banner = within(await screen.findByRole('banner'));
    await userEvent.click(await banner.findByRole('button', { name: 'Account menu' }));
    expect(banner.getByRole('link', { name: 'Bet history' }).getAttribute('href')).toBe('/en/office/history');
    await userEvent.click(banner.getByRole('button', { name: 'Log out' }));
    expect(disconnect).toHaveBeenCalledOnce();
    expect(await banner.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(await screen.findByText('You have logged out')).toBeTruthy();
  });

  it('switches language keeping the page', async () => {
    mockServer();
    renderApp('/en/casino?provider=7');
    await screen.findByRole('heading', { level: 1, name: 'Casino' });
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    expect(screen.getByRole('link', { name: /Русский/ }).getAttribute('href')).toBe('/ru/casino?provider=7');
    expect(screen.getByRole('link', { name: /العربية/ }).getAttribute('href')).toBe('/ar/casino?provider=7');
  });

  it.each([
    ['a guest', undefined, false],
    ['a player', playerSession(), true],
  ] as const)(
    'offers %s the languages hidden from guests only after login (CFG-11)',
    async (_who, session, shown) => {
      mockServer({
        session,
        config: siteConfigFixture('en', { other: { languagesHiddenForGuests: ['ar'] } }),
      });
      renderApp('/en/casino');
      await screen.findByRole('heading', { level: 1, name: 'Casino' });
      await userEvent.click(screen.getByRole('button', { name: 'Language' }));
      expect(screen.getByRole('link', { name: /Русский/ })).toBeTruthy();
      expect(screen.queryByRole('link', { name: /العربية/ }) !== null).toBe(shown);
    },
  );

  it('shows each language with its configured flag unless the geo rules deny that flag (CFG-08, CFG-19)', async () => {
    mockServer({ config: siteConfigFixture('en', { geo: { countryFlags: { allow: [], deny: ['RU'] } } }) });
    renderApp('/en/casino');
    await screen.findByRole('heading', { level: 1, name: 'Casino' });
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    const text = (name: RegExp) => screen.getByRole('link', { name }).textContent;
    expect(text(/English/)).toContain('🇬🇧');
    expect(text(/العربية/)).toContain('🇦🇪');
    expect(text(/Русский/)).not.toMatch(/\p{Regional_Indicator}/u);
  });

  it('remembers the theme under the theme key and the odds format under the odds-format key', async () => {
    mockServer();
    renderApp('/en/casino');
    await screen.findByRole('heading', { level: 1, name: 'Casino' });
    const banner = within(screen.getByRole('banner'));
    await userEvent.click(banner.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
    await userEvent.click(banner.getByRole('button', { name: 'Switch to dark theme' }));

    await userEvent.click(banner.getByRole('button', { name: 'Odds' }));
    await banner.findByRole('button', { name: /Fractional/ });
    const formats = banner.getAllByRole('button', { pressed: false }).map((button) => button.textContent);
    expect(formats).toEqual([
      'Fractional3/2',
      'American+150',
      'Hong Kong1.50',
      'Indonesian1.50',
      'Malay-0.667',
    ]);
    await userEvent.click(banner.getByRole('button', { name: /American/ }));
    expect(window.localStorage.getItem('odds-format')).toBe('2');
  });
});
