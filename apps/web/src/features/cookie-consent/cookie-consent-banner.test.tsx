import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../shared/storage/storage-keys';
import { stubElementSizes } from '../../test/element-size';
import { json, mockServer, type Handler } from '../../test/mock-server';
import { renderApp } from '../../test/render-app';
import { siteConfigFixture } from '../../test/site-config.fixture';

const CONSENT = 'POST /web-api/api-v3/v1/user/agreement-with-cookies/log';
const AGREED_AT = '2026-11-26T10:00:00.000Z';

const logged = () =>
  vi.fn<Handler>(({ body }) =>
    json({ data: { level: (body as { level: number }).level, agreedAt: AGREED_AT } }),
  );
const banner = () => screen.findByRole('region', { name: 'Cookies on this site' });

describe('the cookie consent banner (CFG-27)', () => {
  beforeEach(() => {
    stubElementSizes();
    window.localStorage.removeItem(STORAGE_KEYS.cookiesAgreeTime);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('logs "accept all" as level 3, keeps the time of agreement and goes away', async () => {
    const log = logged();
    mockServer({ routes: { [CONSENT]: log } });
    renderApp('/en/');
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cookies on this site' })).toBeNull());
    expect(log.mock.calls.map(([request]) => request.body)).toEqual([{ level: 3 }]);
    expect(window.localStorage.getItem(STORAGE_KEYS.cookiesAgreeTime)).toBe(AGREED_AT);
  });

  it.each([
    [[], 0],
    [['Functionality cookies'], 1],
    [['Marketing cookies'], 2],
    [['Functionality cookies', 'Marketing cookies'], 3],
  ])('saves the choice %j as level %i, nothing optional ticked beforehand', async (ticked, level) => {
    const log = logged();
    mockServer({ routes: { [CONSENT]: log } });
    renderApp('/en/');
    const region = await banner();
    for (const box of within(region).getAllByRole('checkbox'))
      expect((box as HTMLInputElement).checked).toBe(false);
    for (const name of ticked) await userEvent.click(within(region).getByRole('checkbox', { name }));
    await userEvent.click(within(region).getByRole('button', { name: 'Save my choice' }));
    await waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    expect(log.mock.calls[0]![0].body).toEqual({ level });
  });

  it('keeps asking, with the error shown, when the server could not log the choice', async () => {
    mockServer({
      routes: {
        [CONSENT]: () => json({ message: 'x', errors: [{ code: 'INTERNAL', detail: 'x' }] }, 500),
      },
    });
    renderApp('/en/');
    const region = await banner();
    await userEvent.click(within(region).getByRole('button', { name: 'Accept all' }));
    expect(await within(region).findByRole('alert')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Accept all' })).toBeTruthy();
    expect(window.localStorage.getItem(STORAGE_KEYS.cookiesAgreeTime)).toBeNull();
  });

  it('does not ask a visitor who already chose, nor where the configuration turns the banner off', async () => {
    // The footer loads lazily like the banner, so once it shows the banner would have had its chance too.
    const settled = async () => {
      await screen.findByRole('contentinfo');
      await new Promise((resolve) => setTimeout(resolve, 100));
      return screen.queryByRole('region', { name: 'Cookies on this site' });
    };
    mockServer({ config: siteConfigFixture('en', { boolean: { cookieConsentBanner: false } }) });
    const first = renderApp('/en/');
    expect(await settled()).toBeNull();
    first.unmount();

    window.localStorage.setItem(STORAGE_KEYS.cookiesAgreeTime, AGREED_AT);
    mockServer();
    renderApp('/en/');
    expect(await settled()).toBeNull();
  });
});
