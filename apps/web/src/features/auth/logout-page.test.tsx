import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockServer, playerSession } from '../../test/mock-server';
import { renderApp } from '../../test/render-app';

describe('/:lang/logout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ends the session once and shows the home page as a guest', async () => {
    const disconnect = vi.fn(() => json({ data: { ok: true } }));
    mockServer({ session: playerSession(), routes: { 'POST /web-api/user/disconnect': disconnect } });
    const { router } = renderApp('/en/logout');
    expect(await screen.findByText('You have logged out')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/');
    expect(screen.getAllByRole('button', { name: 'Log in' }).length).toBeGreaterThan(0);
    expect(disconnect).toHaveBeenCalledOnce();
  });
});
