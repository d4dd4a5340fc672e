import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockServer, playerSession } from '../../test/mock-server';
import { renderApp } from '../../test/render-app';
import { siteConfigFixture } from '../../test/site-config.fixture';

const pathOf = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('the app behind its route guard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens / in the preferred language', async () => {
    mockServer();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Every match. Every market. One account.' });
    expect(router.state.location.pathname).toBe('/en/');
  });

  it('shows a later section as an honest "coming soon" page with its name and sets the title', async () => {
    mockServer();
    renderApp('/en/casino');
    expect(await screen.findByRole('heading', { level: 1, name: 'Casino' })).toBeTruthy();
    expect(screen.getByText('Coming soon')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Casino | Sportsbook'));
  });

  it('asks a guest to log in on an account page, keeping the return URL, and brings them back after login', async () => {
    const server = mockServer({
      routes: {
        'POST /web-api/user/auth': () => {
          server.mockImplementationOnce(async () => json({ data: playerSession('demo') }));
          return json({ data: { userId: 7, login: 'demo' } });
        },
      },
    });
    const { router } = renderApp('/en/office/account');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(pathOf(router)).toBe('/en/?return-url=%2Fen%2Foffice%2Faccount');
    expect(window.localStorage.getItem('return-url')).toBe('/en/office/account');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail, phone or account ID'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(
      screen.getAllByRole('button', { name: 'Log in' }).find((button) => dialog.contains(button))!,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    expect(pathOf(router)).toBe('/en/office/account');
    expect(window.localStorage.getItem('return-url')).toBeNull();
  });

  it('sends a logged-in player home from a guest-only page', async () => {
    mockServer({ session: playerSession() });
    const { router } = renderApp('/en/registration');
    await screen.findByRole('heading', { level: 1, name: 'Every match. Every market. One account.' });
    expect(router.state.location.pathname).toBe('/en/');
  });

  it('answers not found for a page that does not exist in the language', async () => {
    mockServer({ config: siteConfigFixture('ar') });
    renderApp('/ar/promo/ipl-2025');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('answers not found for params outside their rule and for unknown paths', async () => {
    mockServer();
    renderApp('/en/toto/draws/someday');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('redirects configured not-found URLs to the not-found page', async () => {
    mockServer({ config: siteConfigFixture('en', { other: { notFoundPaths: ['/poker'] } }) });
    const { router } = renderApp('/en/poker');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/not-found');
  });

  it('hides a page from guests while its configuration switch is on', async () => {
    mockServer({ config: siteConfigFixture('en', { boolean: { headerBonusHiddenForGuests: true } }) });
    renderApp('/en/bonus/rules/1st');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('puts a path without a language into the preferred language', async () => {
    mockServer();
    const { router } = renderApp('/casino');
    await screen.findByRole('heading', { level: 1, name: 'Casino' });
    expect(router.state.location.pathname).toBe('/en/casino');
  });

  it("shows the error page with 'config is absent' when the configuration cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockServer({ config: null });
    renderApp('/en/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('config is absent')).toBeTruthy();
  });

  it('sets the document language and direction for Arabic', async () => {
    mockServer({ config: siteConfigFixture('ar') });
    renderApp('/ar/casino');
    await screen.findByRole('heading', { level: 1 });
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });
});
