import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubElementSizes } from '../../../test/element-size';
import { json, mockServer, playerSession, type Handler } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { siteConfigFixture } from '../../../test/site-config.fixture';
import { registrationRoutes } from './registration.fixture';

function serve(routes: Record<string, Handler> = {}, config = siteConfigFixture()) {
  return mockServer({ config, routes: { ...registrationRoutes(), ...routes } });
}

const calls = (server: ReturnType<typeof mockServer>, path: string) =>
  server.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path);

async function acceptConsents() {
  await userEvent.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }));
}

async function fillFullRegistration() {
  await userEvent.type(await screen.findByLabelText('E-mail'), 'new@player.com');
  await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret123');
  await userEvent.type(screen.getByLabelText('Repeat password', { selector: 'input' }), 'secret123');
  await userEvent.click(screen.getByRole('button', { name: 'Country' }));
  await userEvent.click(screen.getByRole('option', { name: /Russia/ }));
}

const registered = (extra: object = {}) =>
  vi.fn<Handler>(() =>
    json(
      {
        data: {
          userId: 1001,
          login: 'new@player.com',
          type: 'full_reg',
          activationSent: true,
          sessionExpiresAt: '2030-01-01T00:00:00Z',
          redirectTo: null,
          ...extra,
        },
      },
      201,
    ),
  );

describe('registration (REG)', () => {
  beforeEach(() => {
    stubElementSizes();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for data and types together, shows a tab per type with the first chosen, and loads its fields', async () => {
    const server = serve();
    renderApp('/en/registration?bonus=SPORT100');
    const tabs = within(await screen.findByRole('tablist', { name: 'Registration type' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['By e-mail', 'true'],
      ['One click', 'false'],
      ['By phone', 'false'],
    ]);
    const data = calls(server, '/web-api/registration')[0]!;
    expect(new URL(String(data[0]), 'http://localhost').search).toBe('?isWidget=false&section=registration');
    expect(calls(server, '/web-api/api/web/registration/v1/types')).toHaveLength(1);
    const bonuses = calls(server, '/web-api/api/v3/bonuses/welcome-bonuses')[0]!;
    expect(new URL(String(bonuses[0]), 'http://localhost').searchParams.get('bonus')).toBe('SPORT100');
    expect(await screen.findByLabelText('E-mail')).toBeTruthy();
  });

  it('fetches each type’s fields once, however often the tabs change', async () => {
    const server = serve();
    renderApp('/en/registration');
    await screen.findByLabelText('E-mail');
    await userEvent.click(screen.getByRole('tab', { name: 'One click' }));
    await userEvent.click(screen.getByRole('tab', { name: 'By e-mail' }));
    await userEvent.click(screen.getByRole('tab', { name: 'One click' }));
    await screen.findByRole('button', { name: 'Currency' });
    expect(calls(server, '/web-api/api/web/registration/v1/fields/full_reg')).toHaveLength(1);
    expect(calls(server, '/web-api/api/web/registration/v1/fields/fast_reg')).toHaveLength(1);
  });

  it('registers by e-mail: validates like the server, sends field ids and flags, says the link went out', async () => {
    const submit = registered();
    serve({ 'POST /web-api/registration/submit': submit });
    renderApp('/en/registration?bonus=SPORT100');
    await screen.findByLabelText('E-mail');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Please accept to continue')).toHaveLength(2);
    await fillFullRegistration();
    await acceptConsents();
    await userEvent.click(screen.getByRole('radio', { name: /Casino bonus/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByText('Your account is ready');
    expect(vi.mocked(submit).mock.calls[0]![0].body).toEqual({
      type: 'full_reg',
      email: 'new@player.com',
      password: 'secret123',
      password_again: 'secret123',
      country_id: '1',
      regRules: true,
      regPolitics: true,
      remember_auth: true,
      bonus_choice: 1,
      bonus: 'SPORT100',
      is_page: true,
    });
    expect(screen.getByText(/We sent an activation link/)).toBeTruthy();
  });

  it('shows a child field only for its parent’s value, and hides CIS-only fields elsewhere', async () => {
    serve();
    renderApp('/en/registration');
    await screen.findByLabelText('E-mail');
    expect(screen.queryByLabelText('promo_note')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Country' }));
    await userEvent.click(screen.getByRole('option', { name: /Germany/ }));
    expect(screen.getByLabelText('promo_note')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Document type' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Country' }));
    await userEvent.click(screen.getByRole('option', { name: /Russia/ }));
    expect(screen.queryByLabelText('promo_note')).toBeNull();
    expect(screen.getByRole('button', { name: 'Document type' })).toBeTruthy();
  });

  it('shows the server’s validation_errors on their fields', async () => {
    serve({
      'POST /web-api/registration/submit': () =>
        json(
          {
            message: 'Some fields are invalid',
            errors: [{ code: 'VALIDATION_FAILED', detail: 'Some fields are invalid' }],
            validation_errors: { email: ['validation_email_taken'] },
          },
          422,
        ),
    });
    renderApp('/en/registration');
    await fillFullRegistration();
    await acceptConsents();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('An account with this e-mail already exists')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the one-click account id and password once, with copy and save, though the page is for guests', async () => {
    const submit = registered({
      login: '81234567',
      type: 'fast_reg',
      password: btoa('Xy7pq2Lm'),
      activationSent: false,
    });
    serve({
      'POST /web-api/registration/submit': submit,
      // Registering logs the player in: from then on the session says so, and the guest-only page gives way.
      'GET /web-api/session-api/sessions/user': () =>
        json({
          data: submit.mock.calls.length ? playerSession('81234567') : { isAuthenticated: false, user: null },
        }),
    });
    const { router } = renderApp('/en/registration');
    await userEvent.click(await screen.findByRole('tab', { name: 'One click' }));
    expect((await screen.findByRole('button', { name: 'Currency' })).textContent).toBe('USD');
    await acceptConsents();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    const done = await screen.findByRole('region', { name: 'Your account is ready' });
    expect(within(done).getByText('81234567')).toBeTruthy();
    expect(within(done).getByText('Xy7pq2Lm')).toBeTruthy();
    expect(within(done).getByRole('button', { name: 'Copy Password' })).toBeTruthy();
    expect(within(done).getByRole('button', { name: 'Save login details' })).toBeTruthy();
    expect(vi.mocked(submit).mock.calls[0]![0].body).toMatchObject({ type: 'fast_reg', currency_id: '840' });
    expect(await screen.findByText(/Keep your account ID and password/)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/'));
    expect(screen.getByText('Xy7pq2Lm')).toBeTruthy();
  });

  it('registers by phone: send code, code sent, confirm, confirmed, then submit with the code', async () => {
    const sendCode = vi.fn<Handler>(() => json({ data: { code_length: 4, expires_in: 300, resend_in: 60 } }));
    const confirm = vi.fn<Handler>(() => json({ data: { confirmed: true } }));
    const submit = registered({ login: '81234567', type: 'phone_reg', activationSent: false });
    serve({
      'POST /web-api/registration/phone/send-code': sendCode,
      'POST /web-api/registration/phone/confirm': confirm,
      'POST /web-api/registration/submit': submit,
    });
    renderApp('/en/registration');
    await userEvent.click(await screen.findByRole('tab', { name: 'By phone' }));
    await userEvent.type(await screen.findByLabelText('Phone number', { selector: 'input' }), '9161234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText(/We sent a code by SMS/);
    expect(vi.mocked(sendCode).mock.calls[0]![0].body).toEqual({
      phone: {
        countryCode: 'ru',
        countryId: 1,
        phoneCode: '7',
        phoneNum: '9161234567',
        fullPhone: '79161234567',
      },
    });
    await userEvent.type(screen.getByLabelText('SMS code'), '4821');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Phone number confirmed');
    await acceptConsents();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByText('Your account is ready');
    expect(vi.mocked(submit).mock.calls[0]![0].body).toMatchObject({
      type: 'phone_reg',
      phone_confirmation: '4821',
      phone: expect.objectContaining({ fullPhone: '79161234567' }),
    });
  });

  it('keeps the type while a registration is being sent', async () => {
    let finish: (response: Response) => void = () => {};
    serve({
      'POST /web-api/registration/submit': () => new Promise<Response>((resolve) => (finish = resolve)),
    });
    renderApp('/en/registration');
    await fillFullRegistration();
    await acceptConsents();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect((screen.getByRole('tab', { name: 'One click' }) as HTMLButtonElement).disabled).toBe(true),
    );
    finish(json({ message: 'x', errors: [{ code: 'INTERNAL', detail: 'x' }] }, 500));
    await waitFor(() =>
      expect((screen.getByRole('tab', { name: 'One click' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('only logs failures of the registration data and welcome bonuses; the form still works', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({
      'POST /web-api/registration': () =>
        json({ message: 'down', errors: [{ code: 'INTERNAL', detail: 'down' }] }, 500),
      'GET /web-api/api/v3/bonuses/welcome-bonuses': () => json({ message: 'down', errors: [] }, 500),
    });
    renderApp('/en/registration');
    expect(await screen.findByLabelText('E-mail')).toBeTruthy();
    expect(error).toHaveBeenCalledWith('error load registration data', expect.anything());
    await waitFor(() => expect(error).toHaveBeenCalledWith('error load welcome bonuses', expect.anything()));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('goes to the configured route after registering', async () => {
    const config = siteConfigFixture('en', { registration: { redirectAfterRegistration: '/en/casino' } });
    serve({ 'POST /web-api/registration/submit': registered({ activationSent: false }) }, config);
    const { router } = renderApp('/en/registration');
    await fillFullRegistration();
    await acceptConsents();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/casino'));
  });
});
