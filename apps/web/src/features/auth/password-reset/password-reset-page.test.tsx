import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockServer, type Handler } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';

const RESET = '/web-api/api/internal/v1/user/passwordreset';
const NEW_PASSWORD = 'Sb-New-pass-1';

const linkInvalid = () =>
  json(
    {
      message: 'Some fields are invalid',
      errors: [{ code: 'VALIDATION_FAILED', detail: 'Some fields are invalid' }],
      validation_errors: { token: ['validation_link_invalid'] },
    },
    422,
  );

async function choosePassword(password: string, confirmation: string) {
  await userEvent.type(await screen.findByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Repeat the new password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
}

describe('password reset page (AUTH-08)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the e-mail, then asks for a link and says it went out whether the address is known or not', async () => {
    const request = vi.fn<Handler>(() => json({ data: { sent: true } }));
    mockServer({ routes: { [`POST ${RESET}`]: request } });
    renderApp('/en/password-reset');
    const email = await screen.findByLabelText('E-mail');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(screen.getByText('This field is required')).toBeTruthy();
    await userEvent.type(email, 'player.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(screen.getByText('The address must contain "@"')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();

    await userEvent.clear(email);
    await userEvent.type(email, ' player@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(screen.getByText(/If player@example.com belongs to an account/)).toBeTruthy();
    expect(request.mock.calls[0]![0].body).toEqual({ email: 'player@example.com' });
  });

  it('from the link, checks the token, applies the password rules and saves the new password base64-encoded', async () => {
    const check = vi.fn<Handler>(() => json({ data: { valid: true } }));
    const save = vi.fn<Handler>(() => json({ data: { reset: true } }));
    mockServer({ routes: { [`GET ${RESET}`]: check, [`POST ${RESET}`]: save } });
    renderApp('/en/password-reset?token=abc123');
    await choosePassword('onlyletters', 'other');
    expect(screen.getByText('Use at least one letter and one digit')).toBeTruthy();
    expect(screen.getByText('The values do not match')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Repeat the new password'));
    await choosePassword(NEW_PASSWORD, NEW_PASSWORD);
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeTruthy();
    expect(check.mock.calls[0]![0].url.searchParams.get('token')).toBe('abc123');
    expect(save.mock.calls[0]![0].body).toEqual({
      token: 'abc123',
      password: btoa(NEW_PASSWORD),
      password_confirmation: btoa(NEW_PASSWORD),
    });
  });

  it('says a used or expired link does not work and offers a new one', async () => {
    mockServer({ routes: { [`GET ${RESET}`]: linkInvalid } });
    renderApp('/en/password-reset?token=used');
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByText('The link is not valid: it was already used or has expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/en/password-reset',
    );
  });

  it('says so too when the link expires while the new password is being typed', async () => {
    mockServer({
      routes: { [`GET ${RESET}`]: () => json({ data: { valid: true } }), [`POST ${RESET}`]: linkInvalid },
    });
    renderApp('/en/password-reset?token=late');
    await choosePassword(NEW_PASSWORD, NEW_PASSWORD);
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
  });
});
