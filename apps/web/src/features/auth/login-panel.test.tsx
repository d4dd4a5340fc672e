import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { oddsFormatOfCfview } from '@sportsbook/core/odds/odds-format';
import { useOddsFormatStore } from '../../shared/odds/odds-format.store';
import { stubElementSizes } from '../../test/element-size';
import { json, mockServer, type Handler } from '../../test/mock-server';
import { renderApp } from '../../test/render-app';
import { siteConfigFixture } from '../../test/site-config.fixture';

const COUNTRIES = () =>
  json({ data: { countries: [{ id: 1, name: 'Russia', country_code: 'RU', tel_code: '+7' }] } });
const loggedIn = (extra: object = {}) => json({ data: { userId: 7, login: 'demo', ...extra } });

function serve(routes: Record<string, Handler>, loginKinds = ['email', 'phone_number', 'id', 'sms']) {
  const config = siteConfigFixture('en', { auth: { loginKinds } as never });
  return mockServer({ config, routes: { 'GET /web-api/user/getphonecountries': COUNTRIES, ...routes } });
}

const tabs = () => within(screen.getByRole('tablist', { name: 'How to log in' }));

describe('login kinds (AUTH-01, AUTH-04)', () => {
  beforeEach(() => {
    stubElementSizes();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers a tab per configured kind: e-mail and id share the password tab', async () => {
    serve({});
    renderApp('/en/login');
    await screen.findByRole('heading', { name: 'Log in' });
    expect(
      tabs()
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['E-mail or ID', 'Phone', 'SMS code']);
    expect(screen.getByLabelText('E-mail, phone or account ID')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/en/password-reset',
    );
  });

  it('shows no tabs when only one kind is configured', async () => {
    serve({}, ['email']);
    renderApp('/en/login');
    await screen.findByLabelText('E-mail, phone or account ID');
    expect(screen.queryByRole('tablist', { name: 'How to log in' })).toBeNull();
  });

  it('logs in by phone and password with the number as +<code><number>, then goes to the configured route', async () => {
    const auth = vi.fn<Handler>(() => loggedIn({ redirectTo: '/en/casino' }));
    const userConfig = vi.fn<Handler>(() => json({ data: { settings: { cfview: 2 } } }));
    serve({ 'POST /web-api/user/auth': auth, 'GET /web-api/user/getuserconfig': userConfig });
    const { router } = renderApp('/en/login');
    await userEvent.click(await screen.findByRole('tab', { name: 'Phone' }));
    await userEvent.type(await screen.findByLabelText('Phone number', { selector: 'input' }), '9161234567');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret123');
    await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/casino'));
    expect(auth.mock.calls[0]![0].body).toEqual({
      login: '+79161234567',
      password: 'secret123',
      remember_auth: true,
    });
    // AUTH-10: the player's configuration follows the login; odds show in the format they saved.
    await waitFor(() => expect(useOddsFormatStore.getState().format).toBe(oddsFormatOfCfview(2)));
    expect(userConfig).toHaveBeenCalledOnce();
  });

  it('logs in with an SMS code: send-code, then check-code', async () => {
    const sendCode = vi.fn<Handler>(() => json({ data: { code_length: 6, expires_in: 300, resend_in: 60 } }));
    const checkCode = vi.fn<Handler>(() => loggedIn());
    serve({ 'POST /web-api/sms-auth/send-code': sendCode, 'POST /web-api/sms-auth/check-code': checkCode });
    const { router } = renderApp('/en/login');
    await userEvent.click(await screen.findByRole('tab', { name: 'SMS code' }));
    await userEvent.type(await screen.findByLabelText('Phone number', { selector: 'input' }), '9161234567');
    await userEvent.click(screen.getByRole('button', { name: 'Get a code' }));
    expect(await screen.findByText(/a login code is on its way/)).toBeTruthy();
    expect(sendCode.mock.calls[0]![0].body).toEqual({ phone_number: '+79161234567' });
    expect((screen.getByRole('button', { name: /Send again in/ }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Code from the SMS'), '12');
    await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Wrong number of characters')).toBeTruthy();
    expect(checkCode).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Code from the SMS'), '3456');
    await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/'));
    expect(checkCode.mock.calls[0]![0].body).toEqual({
      phone_number: '+79161234567',
      sms_code: '123456',
      remember_auth: true,
    });
  });

  it('shows a wrong SMS code on the code field', async () => {
    serve({
      'POST /web-api/sms-auth/send-code': () =>
        json({ data: { code_length: 4, expires_in: 300, resend_in: 0 } }),
      'POST /web-api/sms-auth/check-code': () =>
        json(
          {
            message: 'Wrong or expired code',
            errors: [{ code: 'VALIDATION_FAILED', detail: 'Wrong or expired code' }],
            validation_errors: { sms_code: ['auth_incorrect_code'] },
          },
          422,
        ),
    });
    renderApp('/en/login');
    await userEvent.click(await screen.findByRole('tab', { name: 'SMS code' }));
    await userEvent.type(await screen.findByLabelText('Phone number', { selector: 'input' }), '9161234567');
    await userEvent.click(screen.getByRole('button', { name: 'Get a code' }));
    await userEvent.type(await screen.findByLabelText('Code from the SMS'), '0000');
    await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Incorrect code')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send the code again' })).toBeTruthy();
  });

  it('logs in inside a partner frame with its xframe_token', async () => {
    const frame = vi.fn<Handler>(() => loggedIn());
    serve({ 'POST /web-api/user/xframe-auth': frame });
    const { router } = renderApp('/en/login?xframe_token=abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/'));
    expect(frame.mock.calls[0]![0].body).toEqual({ xframe_token: 'abc' });
  });
  it('asks for the e-mail code when login confirmation by e-mail is on, then logs in with it (ACC-21)', async () => {
    const confirm = vi.fn<Handler>(() => loggedIn());
    serve({
      'POST /web-api/user/auth': () =>
        json({ data: { auth_by_email: true, code_length: 6, expires_in: 600, resend_in: 60 } }),
      'POST /web-api/account/login': confirm,
    });
    renderApp('/en/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail, phone or account ID'), 'demo@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' }));
    const code = await screen.findByLabelText('Code from the e-mail');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledOnce());
    expect(confirm.mock.calls[0]![0].body).toEqual({
      login: 'demo@example.com',
      auth_by_email: true,
      confirm_code: '123456',
    });
  });
});
