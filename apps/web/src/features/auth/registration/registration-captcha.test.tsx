import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubElementSizes } from '../../../test/element-size';
import { json, mockServer, type Handler } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { siteConfigFixture } from '../../../test/site-config.fixture';
import { registrationRoutes } from './registration.fixture';
import { solvedPuzzleRoutes } from '../../../shared/captcha/puzzle/puzzle.fixture';

/** The server with captcha_type puzzle: a registration without a solved puzzle's token is refused. */
function serve() {
  const fetchMock = mockServer({
    config: siteConfigFixture('en', { captcha: { captcha_type: 'puzzle', public_key: '' } }),
    routes: {
      ...registrationRoutes(),
      ...solvedPuzzleRoutes,
      'POST /web-api/registration/submit': vi.fn<Handler>(() =>
        captchaTokens().at(-1) === 'solved-token'
          ? json({ data: { userId: 1001, login: '1001', type: 'fast_reg', password: 'pw-123456' } }, 201)
          : json(
              { message: 'CAPTCHA_REQUIRED', errors: [{ code: 'CAPTCHA_REQUIRED', detail: 'captcha' }] },
              403,
            ),
      ),
    },
  });
  /** The x-captcha-token header of each registration call, in order. */
  const captchaTokens = () =>
    fetchMock.mock.calls
      .filter(([url]) => String(url).includes('/web-api/registration/submit'))
      .map(([, init]) => (init?.headers as Record<string, string>)['x-captcha-token']);
  return { captchaTokens };
}

async function submitOneClick() {
  renderApp('/en/registration');
  await userEvent.click(await screen.findByRole('tab', { name: 'One click' }));
  await screen.findByRole('button', { name: 'Currency' });
  await userEvent.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
}

describe('registration with the puzzle captcha (AUTH-27)', () => {
  beforeEach(() => {
    stubElementSizes();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asked for a captcha, registers once the puzzle is solved, with its token', async () => {
    const { captchaTokens } = serve();
    await submitOneClick();
    const slider = await screen.findByRole('slider', { name: 'Piece position' });
    await screen.findByRole('img', { name: 'Picture with a gap for the piece' });
    fireEvent.change(slider, { target: { value: '30' } });
    fireEvent.keyDown(slider, { key: 'Enter' });
    expect(await screen.findByText('Your account is ready')).toBeTruthy();
    expect(captchaTokens()).toEqual([undefined, 'solved-token']);
  });

  it('says so on the form when the puzzle is closed', async () => {
    const { captchaTokens } = serve();
    await submitOneClick();
    const puzzle = await screen.findByRole('dialog', { name: 'Security check' });
    await userEvent.click(within(puzzle).getByRole('button', { name: 'Close' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The security check was closed. Complete it to continue.',
    );
    expect(captchaTokens()).toEqual([undefined]);
  });
});
