import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdditionalConfig } from '@sportsbook/core/registration/registration-data.schema';
import { stubElementSizes } from '../../../test/element-size';
import { json, mockServer, playerSession, type Handler } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { REGISTRATION_DATA, registrationRoutes } from './registration.fixture';

const BANNER_NAME = 'Welcome gift';

/** The operator's registration data with plain texts, so the test reads what the player sees. */
function serve(config: Partial<AdditionalConfig> = {}, routes: Record<string, Handler> = {}) {
  const data = {
    ...REGISTRATION_DATA,
    banner: {
      image: '/registration/welcome.svg',
      alt: BANNER_NAME,
      title: 'Join us',
      text: 'Plain banner text',
    },
    bannerTextByBonusCode: { SPORT100: 'Sport gift text', CASINO150: 'Casino gift text' },
    additionalConfig: { ...REGISTRATION_DATA.additionalConfig, ...config },
  };
  const setup = vi.fn<Handler>(() => json({ data }));
  mockServer({ routes: { ...registrationRoutes(), 'POST /web-api/registration': setup, ...routes } });
  return setup;
}

const banner = () => screen.findByRole('complementary', { name: BANNER_NAME });

describe('registration data of the operator (REG-01, REG-06, REG-07)', () => {
  beforeEach(() => {
    stubElementSizes();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('switches the banner text by the address’s bonus code, then by the chosen offer', async () => {
    serve();
    renderApp('/en/registration?bonus=SPORT100');
    expect((await banner()).textContent).toContain('Sport gift text');
    await userEvent.click(await screen.findByRole('radio', { name: /Casino bonus/ }));
    expect((await banner()).textContent).toContain('Casino gift text');
    expect((await banner()).textContent).not.toContain('Sport gift text');
  });

  it('follows additionalConfig in the widget: back button, button texts, offer texts', async () => {
    const setup = serve({
      showBackButton: true,
      emailButtonText: 'Join by e-mail now',
      phoneButtonText: 'Join by phone now',
      welcomeBonusDescription: 'Pick one gift for your first deposit',
      firstDepositText: 'on the first deposit',
      showDepositBanner: false,
    });
    renderApp('/en/registration?widget=1');
    const view = await banner();
    expect(view.textContent).toContain('Plain banner text');
    expect(view.textContent).not.toContain('on the first deposit');
    expect(new URL(String(setup.mock.calls[0]![0].url)).searchParams.get('isWidget')).toBe('true');
    expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Join by e-mail now' })).toBeTruthy();
    expect(screen.getByText('Pick one gift for your first deposit')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'By phone' }));
    expect(await screen.findByRole('button', { name: 'Join by phone now' })).toBeTruthy();
  });

  it('in the pop-up: the main flow, the deposit offer, no back button', async () => {
    const setup = serve({
      showBackButton: true,
      firstDepositText: 'on the first deposit',
      showDepositBanner: true,
    });
    renderApp('/en/');
    await userEvent.click(
      within(await screen.findByRole('banner')).getByRole('button', { name: 'Registration' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Registration' });
    expect((await within(dialog).findByRole('complementary', { name: BANNER_NAME })).textContent).toContain(
      'on the first deposit',
    );
    expect(new URL(String(setup.mock.calls[0]![0].url)).searchParams.get('isWidget')).toBe('false');
    expect(within(dialog).queryByRole('button', { name: 'Go back' })).toBeNull();
  });

  it('leaves the banner out when hiddenRegistrationFormLeftBanner says so', async () => {
    serve({ hiddenRegistrationFormLeftBanner: true });
    renderApp('/en/registration');
    await screen.findByRole('tab', { name: 'One click' });
    expect(screen.queryByRole('complementary', { name: BANNER_NAME })).toBeNull();
  });

  it('words the one-click result as configured, without the saving reminder, and leads on to identification', async () => {
    const submit = vi.fn<Handler>(() =>
      json(
        {
          data: {
            userId: 1001,
            login: '81234567',
            type: 'fast_reg',
            password: btoa('Xy7pq2Lm'),
            activationSent: false,
            sessionExpiresAt: '2030-01-01T00:00:00Z',
            redirectTo: null,
          },
        },
        201,
      ),
    );
    serve(
      {
        isLoginSavingNotificationVisible: false,
        registrationRedirectText: 'Your bets wait in the lobby',
        rechargeButtonText: 'Top up now',
      },
      {
        'POST /web-api/registration/submit': submit,
        'GET /web-api/session-api/sessions/user': () =>
          json({
            data: submit.mock.calls.length
              ? playerSession('81234567')
              : { isAuthenticated: false, user: null },
          }),
      },
    );
    renderApp('/en/registration');
    await userEvent.click(await screen.findByRole('tab', { name: 'One click' }));
    await screen.findByRole('button', { name: 'Currency' });
    await userEvent.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    const done = await screen.findByRole('region', { name: 'Your account is ready' });
    expect(within(done).getByText('Xy7pq2Lm')).toBeTruthy();
    expect(within(done).queryByText(/Keep your account ID and password/)).toBeNull();
    expect(within(done).getByText('Your bets wait in the lobby')).toBeTruthy();
    expect(within(done).getByRole('button', { name: 'Top up now' })).toBeTruthy();

    // The second page after registering (REG-37): the next steps for the new account.
    await userEvent.click(within(done).getByRole('button', { name: 'Verify your identity' }));
    const steps = await screen.findByRole('heading', {
      level: 1,
      name: 'A few steps to get the most from your account',
    });
    const page = steps.closest('section')!;
    expect(within(page).getByText('7')).toBeTruthy();
    expect(
      within(page)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/en/office/account/edit', '/en/office/identification', '/en/office/recharge', '/en/']);
  });
});
