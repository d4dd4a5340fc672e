import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Handler } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { serveOffice } from '../office.fixture';

const session = (id: string, extra: object = {}) => ({
  session_id: id,
  is_current: false,
  login_kind: 'password',
  ip: '10.0.0.1',
  device: 'Chrome on Windows',
  user_agent: 'Mozilla/5.0 (Windows NT 10.0)',
  created_at: '2030-01-01T09:00:00Z',
  last_seen_at: '2030-01-01T10:00:00Z',
  expires_at: '2030-01-08T10:00:00Z',
  ended_at: null,
  end_reason: null,
  ...extra,
});
/** user/secure's answer for a confirmed e-mail and nothing else switched on. */
const secureOverview =
  (extra: object = {}): Handler =>
  () =>
    json({
      data: {
        emailConfirmed: true,
        phoneConfirmed: false,
        twoFactorEnabled: false,
        hasSecurityQuestion: false,
        disableAuthByEmail: false,
        passwordChangedAt: null,
        activeSessions: 1,
        lastLogins: [],
        recentEvents: [],
        ...extra,
      },
    });
const decode = (text: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(text), (c) => c.charCodeAt(0)));

describe('security pages (ACC-08 to ACC-10, ACC-22)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('changes the password with base64 fields and end_other_sessions, after the shared checks', async () => {
    const change = vi.fn<Handler>(() =>
      json({ data: { type: 'password', id: '1', attributes: { changed: true, ended_sessions: 2 } } }),
    );
    serveOffice({ 'PUT /web-api/api/web/user/v1/password': change });
    renderApp('/en/office/security/password');
    const page = within(await screen.findByRole('main'));
    await userEvent.type(await page.findByLabelText('Current password', { selector: 'input' }), 'old-pass1');
    await userEvent.type(page.getByLabelText('New password', { selector: 'input' }), 'short');
    await userEvent.type(page.getByLabelText('Repeat the new password', { selector: 'input' }), 'other');
    await userEvent.click(page.getByRole('button', { name: 'Change password' }));
    expect(page.getByText(/Too short/)).toBeTruthy();
    expect(page.getByText('The values do not match')).toBeTruthy();
    expect(change).not.toHaveBeenCalled();
    await userEvent.clear(page.getByLabelText('New password', { selector: 'input' }));
    await userEvent.type(page.getByLabelText('New password', { selector: 'input' }), 'Secret123');
    await userEvent.clear(page.getByLabelText('Repeat the new password', { selector: 'input' }));
    await userEvent.type(page.getByLabelText('Repeat the new password', { selector: 'input' }), 'Secret123');
    await userEvent.click(page.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(screen.getByText('Sessions ended on other devices: 2')).toBeTruthy();
    const request = change.mock.calls[0]![0];
    const attributes = (request.body as { data: { attributes: Record<string, unknown> } }).data.attributes;
    expect(attributes.end_other_sessions).toBe(true);
    expect(decode(attributes.old_password as string)).toBe('old-pass1');
    expect(decode(attributes.password as string)).toBe('Secret123');
    expect(decode(attributes.password_confirmation as string)).toBe('Secret123');
  });

  it('shows a wrong current password on its field', async () => {
    serveOffice({
      'PUT /web-api/api/web/user/v1/password': () =>
        json(
          {
            message: 'x',
            errors: [{ code: 'VALIDATION_FAILED', detail: 'x' }],
            validation_errors: { old_password: ['validation_old_password_wrong'] },
          },
          422,
        ),
    });
    renderApp('/en/office/security/password');
    const page = within(await screen.findByRole('main'));
    await userEvent.type(await page.findByLabelText('Current password', { selector: 'input' }), 'nope1234');
    await userEvent.type(page.getByLabelText('New password', { selector: 'input' }), 'secret123');
    await userEvent.type(page.getByLabelText('Repeat the new password', { selector: 'input' }), 'secret123');
    await userEvent.click(page.getByRole('button', { name: 'Change password' }));
    expect(await page.findByText('The current password is wrong')).toBeTruthy();
  });

  it('lists sessions, ends one, ends all others after a confirmation, and shows more history', async () => {
    const list = vi.fn<Handler>(() =>
      json({
        data: {
          active_sessions: [
            session('s1', { is_current: true }),
            session('s2', { device: 'Safari on iPhone', ip: '10.0.0.2' }),
          ],
          recent_sessions: Array.from({ length: 5 }, (_, i) =>
            session(`old${i}`, { ended_at: '2029-12-30T10:00:00Z', end_reason: 'logout' }),
          ),
        },
      }),
    );
    const close = vi.fn<Handler>(() =>
      json({ data: { session_id: 's2', closed: true, was_current: false } }),
    );
    const everywhere = vi.fn<Handler>(() => json({ data: { ended: 1 } }));
    serveOffice({
      'POST /web-api/officeapi/getusersessions': list,
      'POST /web-api/officeapi/closesession': close,
      'POST /web-api/officeapi/disconnecteverywhere': everywhere,
    });
    renderApp('/en/office/security/sessions');
    const page = within(await screen.findByRole('main'));
    const active = within(await page.findByRole('region', { name: 'Active sessions' }));
    expect(active.getByText('This device')).toBeTruthy();
    expect(active.getAllByRole('button', { name: 'End session' })).toHaveLength(1);
    expect(list.mock.calls[0]![0].body).toEqual({ sessions_quantity: 5 });
    await userEvent.click(active.getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(close.mock.calls[0]![0].body).toEqual({ session_id: 's2' }));
    await userEvent.click(active.getByRole('button', { name: 'Log out everywhere else' }));
    expect(everywhere).not.toHaveBeenCalled();
    await userEvent.click(active.getByRole('button', { name: 'End 1 other sessions' }));
    await waitFor(() => expect(everywhere).toHaveBeenCalledOnce());
    await userEvent.click(page.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(list.mock.calls.at(-1)![0].body).toEqual({ sessions_quantity: 10 }));
  });

  it('sums up the account’s security from user/secure', async () => {
    serveOffice({
      'POST /web-api/user/secure': secureOverview({
        activeSessions: 3,
        lastLogins: [{ at: '2030-01-01T10:00:00Z', ip: '10.1.1.1', loginKind: 'password' }],
      }),
    });
    renderApp('/en/office/security');
    const page = within(await screen.findByRole('main'));
    expect(await page.findByText('not changed since registration')).toBeTruthy();
    expect(page.getByText('3')).toBeTruthy();
    expect(page.getByText('10.1.1.1')).toBeTruthy();
    expect(page.getByRole('link', { name: 'Manage' }).getAttribute('href')).toBe(
      '/en/office/security/sessions',
    );
  });
  it('lists the linked social accounts, unlinks one and offers to link the others', async () => {
    let accounts = [
      {
        provider: 'google',
        email: 'alice@example.com',
        name: 'Alice',
        linkedAt: '2030-01-01T10:00:00Z',
        lastLoginAt: null,
      },
    ];
    const unlink = vi.fn<Handler>((request) => {
      accounts = accounts.filter(
        (account) => account.provider !== (request.body as { provider: string }).provider,
      );
      return json({ data: { unlinked: true } });
    });
    serveOffice({
      'POST /web-api/user/secure': secureOverview(),
      'POST /web-api/officeapi/getsocialaccounts': () => json({ data: { accounts } }),
      'POST /web-api/officeapi/unlinksocialaccount': unlink,
    });
    renderApp('/en/office/security');
    const card = within(await screen.findByRole('region', { name: 'Social accounts' }));
    expect(await card.findByText('alice@example.com')).toBeTruthy();
    const link = within(card.getByRole('group', { name: 'Link an account' }));
    expect(link.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    expect(link.getByRole('button', { name: 'Continue with Telegram' })).toBeTruthy();
    await userEvent.click(card.getByRole('button', { name: 'Unlink Google' }));
    await waitFor(() => expect(unlink).toHaveBeenCalledOnce());
    expect(unlink.mock.calls[0]![0].body).toEqual({ provider: 'google' });
    expect(await card.findByText('No social accounts are linked yet.')).toBeTruthy();
    expect(link.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
  });
});
