import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENT } from '@sportsbook/core/constants/analytics.constants';
import { createQueryClient } from '../../app/query-client';
import { json, mockServer, type Handler } from '../../test/mock-server';
import { LoginForm } from './login-form';

function renderForm(auth: Handler, routes: Record<string, Handler> = {}) {
  const server = mockServer({ routes: { 'POST /web-api/user/auth': auth, ...routes } });
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
  return { server, onLoggedIn };
}

async function submit(login = 'demo', password = 'secret') {
  // The analytics tests run with fake timers: typing then has to move them on.
  const user = userEvent.setup({ advanceTimers: (ms) => void (vi.isFakeTimers() && vi.advanceTimersByTime(ms)) });
  if (login) await user.type(screen.getByLabelText('E-mail, phone or account ID'), login);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

const failure =
  (status: number, code: string, extra: object = {}): Handler =>
  () =>
    json({ message: code, errors: [{ code, detail: code }], ...extra }, status);

describe('LoginForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts { login, password, remember_auth } to /web-api/user/auth and reports the login', async () => {
    const auth = vi.fn<Handler>(() => json({ data: { userId: 7, login: 'demo' } }));
    const { onLoggedIn } = renderForm(auth);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await submit(' demo ', 'secret');
    expect(auth.mock.calls[0]![0].body).toEqual({ login: 'demo', password: 'secret', remember_auth: false });
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith({ userId: 7, login: 'demo' }, 'demo'));
  });

  it('asks for both fields without calling the server', async () => {
    const auth = vi.fn<Handler>();
    renderForm(auth);
    await submit('', '');
    expect(screen.getAllByText('Fill in this field')).toHaveLength(2);
    expect(auth).not.toHaveBeenCalled();
  });

  it('shows wrong credentials (401 INVALID_CREDENTIALS)', async () => {
    renderForm(failure(401, 'INVALID_CREDENTIALS'));
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong login or password.');
  });

  it('shows field errors from validation_errors (422)', async () => {
    renderForm(failure(422, 'VALIDATION_FAILED', { validation_errors: { password: ['min_symbols_limit'] } }));
    await submit();
    expect(await screen.findByText('Too short')).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('offers the appeal to a blocked account (ACC-29)', async () => {
    renderForm(failure(403, 'ACCOUNT_BLOCKED'));
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Your account is blocked. Appeal');
    expect(screen.getByRole('link', { name: 'Appeal' }).getAttribute('href')).toBe('/en/block/appeal');
  });

  it.each([
    ['ACCOUNT_LOCKED', 'Too many failed attempts. Please try again later.'],
    ['RATE_LIMITED', 'Too many requests. Please wait a moment.'],
  ])('shows a 429 %s', async (code, text) => {
    renderForm(failure(429, code));
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });
});

describe('login analytics (ANA-06)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** The form against a server whose analytics host records the event ids of each batch. */
  function renderWithCollector(auth: Handler) {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const batches: number[][] = [];
    const { onLoggedIn } = renderForm(auth, {
      'POST /analytics-api/event.json': ({ body }) => {
        batches.push((body as { ev: { e: number }[] }).ev.map((event) => event.e));
        return json({ data: { ts: Date.now() } });
      },
    });
    return { batches, onLoggedIn };
  }

  it('sends the login event with the next batch once a password login succeeds', async () => {
    const { batches, onLoggedIn } = renderWithCollector(() => json({ data: { userId: 7, login: 'demo' } }));
    await submit();
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(3000);
    // A fresh browser: its new device id is announced first.
    await vi.waitFor(() => expect(batches).toEqual([[ANALYTICS_EVENT.USER_NEW, ANALYTICS_EVENT.LOGIN]]));
  });

  it('sends no login event while the second factor is still to come', async () => {
    const { batches, onLoggedIn } = renderWithCollector(() => json({ data: { twoFactorRequired: true } }));
    await submit();
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(batches.flat()).not.toContain(ANALYTICS_EVENT.LOGIN);
  });
});
