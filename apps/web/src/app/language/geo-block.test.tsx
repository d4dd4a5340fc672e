import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGeoBlockStore } from '../../shared/http/geo-block.store';
import { json, mockServer, playerSession } from '../../test/mock-server';
import { renderApp } from '../../test/render-app';
import { siteConfigFixture } from '../../test/site-config.fixture';

/** The server of a blocked country: the site configuration, session and texts answer, the line does not. */
function blockedServer(options: Parameters<typeof mockServer>[0] = {}) {
  const server = mockServer(options);
  const answer = server.getMockImplementation()!;
  server.mockImplementation(async (input, init) =>
    new URL(String(input), 'http://localhost').pathname.startsWith('/service-api/')
      ? json({ Success: false, Error: 'Not available in your country', ErrorCode: 451, Value: null }, 451)
      : answer(input, init),
  );
  return server;
}

describe('the geo block page (HTTP-14)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    // The verdict lasts the page's life; each test here is a page of its own.
    useGeoBlockStore.setState({ blocked: false });
  });

  it('replaces the site when a call answers 451 and offers a guest the way to log in', async () => {
    blockedServer();
    renderApp('/en/line');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Not available in your country' }),
    ).toBeTruthy();
    expect(screen.getByText(/Registered players can still log in and withdraw their balance/)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main sections' })).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(window.localStorage.getItem('return-url')).toBe('/en/office/withdrawal');
  });

  it('links a logged-in player to the withdrawal', async () => {
    blockedServer({ session: playerSession() });
    renderApp('/en/line');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Not available in your country' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Withdraw my balance' }).getAttribute('href')).toBe(
      '/en/office/withdrawal',
    );
  });

  it('stands in place of the site from the start when the configuration says the country is blocked', async () => {
    const config = siteConfigFixture();
    mockServer({ config: { ...config, derived: { ...config.derived, geoBlocked: true } } });
    renderApp('/en/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Not available in your country' }),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main sections' })).toBeNull();
  });
});
