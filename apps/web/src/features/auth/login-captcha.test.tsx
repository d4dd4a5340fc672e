import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { CaptchaSection } from '@sportsbook/core/site-config/account-sections.schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { PuzzleCaptchaModal } from '../../shared/captcha/puzzle/puzzle-captcha-modal';
import { ModalHost, type ModalRegistry } from '../../shared/ui/modal/modal-host';
import { json, mockServer, type Handler } from '../../test/mock-server';
import { siteConfigFixture } from '../../test/site-config.fixture';
import { LoginForm } from './login-form';
import { solvedPuzzleRoutes } from '../../shared/captcha/puzzle/puzzle.fixture';

const captchaRequired = () =>
  json(
    { message: 'CAPTCHA_REQUIRED', errors: [{ code: 'CAPTCHA_REQUIRED', detail: 'Solve the captcha' }] },
    403,
  );

/** A login that, like the server after repeated failures, wants a captcha token: any from a solved puzzle. */
function renderLogin(captcha: CaptchaSection) {
  const auth = vi.fn<Handler>(captchaRequired);
  const fetchMock = mockServer({
    config: siteConfigFixture('en', { captcha }),
    routes: {
      'POST /web-api/user/auth': auth,
      ...solvedPuzzleRoutes,
    },
  });
  const onLoggedIn = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/en/login']}>
        <Routes>
          <Route
            path="/:lang/login"
            element={
              <>
                <LoginForm onLoggedIn={onLoggedIn} />
                <ModalHost registry={{ puzzleCaptcha: PuzzleCaptchaModal as ModalRegistry[string] }} />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  /** The x-captcha-token header of each login call, in order. */
  const captchaHeaders = () =>
    fetchMock.mock.calls
      .filter(([url]) => String(url).includes('/web-api/user/auth'))
      .map(([, init]) => (init?.headers as Record<string, string>)['x-captcha-token']);
  return { auth, onLoggedIn, captchaHeaders };
}

async function submit() {
  await userEvent.type(screen.getByLabelText('E-mail, phone or account ID'), 'demo');
  await userEvent.type(screen.getByLabelText('Password'), 'secret');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login with the puzzle captcha (AUTH-03, AUTH-25)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asked for a captcha, shows the puzzle and, solved, logs in with its token in x-captcha-token', async () => {
    const { auth, onLoggedIn, captchaHeaders } = renderLogin({ captcha_type: 'puzzle', public_key: '' });
    auth.mockImplementation(({ body }) =>
      captchaHeaders().at(-1) === 'solved-token'
        ? json({ data: { userId: 7, login: (body as { login: string }).login } })
        : captchaRequired(),
    );
    await submit();
    await screen.findByRole('img', { name: 'Picture with a gap for the piece' });
    const slider = screen.getByRole('slider', { name: 'Piece position' });
    fireEvent.change(slider, { target: { value: '42' } });
    fireEvent.keyDown(slider, { key: 'Enter' });
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith({ userId: 7, login: 'demo' }, 'demo'));
    expect(captchaHeaders()).toEqual([undefined, 'solved-token']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closing the puzzle leaves the player logged out with a message saying why', async () => {
    const { onLoggedIn, captchaHeaders } = renderLogin({ captcha_type: 'puzzle', public_key: '' });
    await submit();
    await screen.findByRole('dialog', { name: 'Security check' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The security check was closed. Complete it to continue.',
    );
    expect(captchaHeaders()).toEqual([undefined]);
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('with a captcha type this browser cannot show, reports the server answer instead of waiting', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLogin({ captcha_type: 'custom', public_key: '' });
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Solve the captcha to continue.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(error).toHaveBeenCalledWith('captcha failed', expect.any(Error));
  });
});
