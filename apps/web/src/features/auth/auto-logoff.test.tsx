import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockServer, playerSession, type Handler } from '../../test/mock-server';
import { renderApp } from '../../test/render-app';
import { siteConfigFixture } from '../../test/site-config.fixture';

const MINUTE = 60_000;

async function start(autoLogoffEnabled: boolean) {
  const disconnect = vi.fn<Handler>(() => json({ data: { ok: true } }));
  mockServer({
    session: playerSession(),
    config: siteConfigFixture('en', { licence: { autoLogoffEnabled } }),
    routes: { 'POST /web-api/user/disconnect': disconnect },
  });
  renderApp('/en/casino');
  await screen.findByRole('heading', { level: 1, name: 'Casino' });
  await screen.findByRole('button', { name: 'Account menu' });
  return disconnect;
}

describe('auto logoff (AUTH-20)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('logs a player out after 30 idle minutes when the licence enables it, and says why', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const disconnect = await start(true);
    await act(async () => vi.advanceTimersByTimeAsync(29 * MINUTE));
    expect(disconnect).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent('keydown'));
    await act(async () => vi.advanceTimersByTimeAsync(29 * MINUTE));
    expect(disconnect).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(2 * MINUTE));
    expect(disconnect).toHaveBeenCalledOnce();
    expect(await screen.findByText(/after 30 minutes without activity/)).toBeTruthy();
  });

  it('never logs out on its own when the licence does not ask for it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const disconnect = await start(false);
    await act(async () => vi.advanceTimersByTimeAsync(120 * MINUTE));
    expect(disconnect).not.toHaveBeenCalled();
  });
});
