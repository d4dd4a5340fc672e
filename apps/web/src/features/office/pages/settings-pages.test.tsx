import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER_SETTINGS_DEFAULTS } from '@sportsbook/core/api/routes/account-area.routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubElementSizes } from '../../../test/element-size';
import { json, type Handler } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { serveOffice } from '../office.fixture';

const saved = (changes: object) => json({ data: { settings: { ...USER_SETTINGS_DEFAULTS, ...changes } } });

describe('settings pages (ACC-04 to ACC-07, ACC-23)', () => {
  beforeEach(() => {
    stubElementSizes();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('saves each account setting at once; login confirmation by e-mail is the inverse of its setting', async () => {
    const save = vi.fn<Handler>(({ body }) => {
      const { setting_id, setting_value } = body as { setting_id: string; setting_value: unknown };
      return saved({ [setting_id]: setting_value });
    });
    serveOffice({ 'POST /web-api/officeapi/savesetting': save });
    renderApp('/en/office/settings/account');
    const page = within(await screen.findByRole('main'));
    const byEmail = (await page.findByRole('switch', {
      name: /Confirm logins by e-mail/,
    })) as HTMLInputElement;
    // Off until the player switches it on: the setting disable_auth_by_email starts true.
    expect(byEmail.checked).toBe(false);
    await userEvent.click(byEmail);
    await waitFor(() => expect(byEmail.checked).toBe(true));
    expect(save.mock.calls[0]![0].body).toEqual({ setting_id: 'disable_auth_by_email', setting_value: false });
    await userEvent.click(page.getByRole('radio', { name: 'Accept any change' }));
    await waitFor(() =>
      expect(save.mock.calls[1]![0].body).toEqual({ setting_id: 'accept_odds_change', setting_value: 2 }),
    );
    expect((await screen.findAllByText('Saved')).length).toBeGreaterThan(0);
  });

  it('switches e-mail subscriptions through user/mailing and SMS offers through savesetting', async () => {
    const mailing = vi.fn<Handler>(() => json({ data: { receive_news: true, receive_res: false } }));
    const setting = vi.fn<Handler>(() => saved({ receive_sms: true }));
    serveOffice({ 'POST /web-api/user/mailing': mailing, 'POST /web-api/officeapi/savesetting': setting });
    renderApp('/en/office/email/subscription');
    const page = within(await screen.findByRole('main'));
    await userEvent.click(await page.findByRole('switch', { name: /News and offers by e-mail/ }));
    await waitFor(() => expect(mailing.mock.calls[0]![0].body).toEqual({ receive_news: true }));
    await userEvent.click(page.getByRole('switch', { name: /Offers by SMS/ }));
    await waitFor(() =>
      expect(setting.mock.calls[0]![0].body).toEqual({ setting_id: 'receive_sms', setting_value: true }),
    );
  });

  it('hides chosen sports from the line and live lists through disallow-sports', async () => {
    const save = vi.fn<Handler>(() => json({ data: { lineDisallowSport: [1, 3], liveDisallowSport: [] } }));
    serveOffice(
      {
        'GET /service-api/restcore/api/External/v1/Web/Sports': () =>
          json({
            Success: true,
            Error: '',
            Value: [
              { I: 1, N: 'Football' },
              { I: 3, N: 'Basketball' },
              { I: 4, N: 'Tennis' },
            ],
          }),
        'POST /web-api/api/web/user/v1/disallow-sports': save,
      },
      { lineDisallowSport: [1] },
    );
    renderApp('/en/office/settings/disallowed-sports');
    const page = within(await screen.findByRole('main'));
    expect(await page.findByRole('button', { name: 'Remove Football' })).toBeTruthy();
    await userEvent.click(page.getByRole('button', { name: 'Hide in pre-match' }));
    await userEvent.click(await page.findByRole('option', { name: 'Basketball' }));
    await userEvent.click(page.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(save.mock.calls[0]![0].body).toEqual({ lineDisallowSport: [1, 3], liveDisallowSport: [] }),
    );
  });
});
