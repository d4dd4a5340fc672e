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

  describe('flags from the configured sprite (CFG-16)', () => {
    const SPRITE = `<svg xmlns="http://www.w3.org/2000/svg">
      <symbol id="gb" viewBox="0 0 30 20" onload="alert(1)"><path d="M0 0h30v20H0z"/><script>alert(2)</script></symbol>
      <symbol id="ru" viewBox="0 0 30 20"><path d="M0 0h30v7H0z"/></symbol>
    </svg>`;
    /** Each case its own sprite base: a sprite is fetched once per page, as the product does. */
    async function openLanguages(spriteBase: string, sprite?: () => Response) {
      const fetchMock = mockServer({
        config: siteConfigFixture('en', { dictionary: { spriteBase } }),
        routes: sprite ? { [`GET ${spriteBase}/flags.svg`]: sprite } : {},
      });
      renderApp('/en/casino');
      await screen.findByRole('heading', { level: 1, name: 'Casino' });
      await userEvent.click(screen.getByRole('button', { name: 'Language' }));
      return fetchMock;
    }
    const link = (name: RegExp) => screen.getByRole('link', { name });

    it('draws each flag the sprite holds from {base}/flags.svg, keeping only its drawing', async () => {
      const fetchMock = await openLanguages(
        '/cdn/sprites-a',
        () => new Response(SPRITE, { headers: { 'Content-Type': 'image/svg+xml' } }),
      );
      await vi.waitFor(() =>
        expect(
          link(/English/)
            .querySelector('use')
            ?.getAttribute('href'),
        ).toBe('#flags-gb'),
      );
      expect(link(/English/).textContent).not.toContain('🇬🇧');
      expect(
        link(/Русский/)
          .querySelector('use')
          ?.getAttribute('href'),
      ).toBe('#flags-ru');
      const drawn = document.getElementById('flags-gb');
      expect(drawn?.querySelector('path')).not.toBeNull();
      expect(drawn?.querySelector('script')).toBeNull();
      expect(drawn?.getAttribute('onload')).toBeNull();
      const spriteCalls = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/flags.svg'));
      expect(spriteCalls).toHaveLength(1);
    });

    it('logs an icon the sprite lacks once and shows the flag as text instead', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      await openLanguages(
        '/cdn/sprites-b',
        () => new Response(SPRITE, { headers: { 'Content-Type': 'image/svg+xml' } }),
      );
      await vi.waitFor(() => expect(link(/English/).querySelector('use')).not.toBeNull());
      expect(link(/العربية/).querySelector('use')).toBeNull();
      expect(link(/العربية/).textContent).toContain('🇦🇪');
      // Logged once the flags are drawn; a second look finds no second warning.
      const missing = () => warn.mock.calls.filter(([text]) => String(text).includes('no icon ae'));
      await vi.waitFor(() => expect(missing()).toHaveLength(1));
      await userEvent.click(screen.getByRole('button', { name: 'Language' }));
      await userEvent.click(screen.getByRole('button', { name: 'Language' }));
      await screen.findByRole('link', { name: /العربية/ });
      expect(missing()).toHaveLength(1);
    });

    it('logs a sprite that cannot be loaded and shows every flag as text', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      await openLanguages('/cdn/sprites-c');
      await vi.waitFor(() =>
        expect(warn.mock.calls.some(([text]) => String(text).includes('/cdn/sprites-c/flags.svg'))).toBe(
          true,
        ),
      );
      expect(link(/English/).textContent).toContain('🇬🇧');
      expect(link(/English/).querySelector('use')).toBeNull();
    });
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
