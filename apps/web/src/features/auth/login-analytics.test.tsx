import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENT } from '@sportsbook/core/constants/analytics.constants';
import { createQueryClient } from '../../app/query-client';
import { json, mockServer, type Handler } from '../../test/mock-server';
import { LoginForm } from './login-form';

/** The login form against a server whose analytics host records what it receives. */
function renderLogin(auth: Handler) {
  const batches: number[][] = [];
  mockServer({
    routes: {
      'POST /web-api/user/auth': auth,
      'POST /analytics-api/event.json': ({ body }) => {
        batches.push((body as { ev: { e: number }[] }).ev.map((event) => event.e));
        return json({ data: { ts: Date.now() } });
      },
    },
  });
  const onLoggedIn = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/en/login']}>
        <Routes>
          <Route path="/:lang/login" element={<LoginForm onLoggedIn={onLoggedIn} onRegister={() => {}} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { batches, onLoggedIn };
}

async function logIn() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await user.type(screen.getByLabelText('E-mail, phone or account ID'), 'demo');
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login analytics (ANA-06)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  afterEach(() => vi.unstubAllGlobals());

  it('sends the login event with the next batch once a password login succeeds', async () => {
    const { batches, onLoggedIn } = renderLogin(() => json({ data: { userId: 7, login: 'demo' } }));
    await logIn();
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(3000);
    // A fresh browser: its new device id is announced first.
    await vi.waitFor(() => expect(batches).toEqual([[ANALYTICS_EVENT.USER_NEW, ANALYTICS_EVENT.LOGIN]]));
  });

  it('sends no login event while the second factor is still to come', async () => {
    const { batches, onLoggedIn } = renderLogin(() => json({ data: { twoFactorRequired: true } }));
    await logIn();
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(batches.flat()).not.toContain(ANALYTICS_EVENT.LOGIN);
  });
});
