import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeItem } from '@sportsbook/core/site-config/menu-item.schema';
import { json } from '../../test/mock-server';
import { renderApp } from '../../test/render-app';
import { serveOffice } from './office.fixture';

describe('office frame (ACC-01, ACC-02)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws the menu of getLeftMenuData: a player’s items, groups with their children, badges', async () => {
    serveOffice({
      'POST /web-api/officeapi/getLeftMenuData': () =>
        json({
          data: [
            routeItem('profile', '/office/account', {
              langKey: 'office.menu.profile',
              visibilityByAuth: 'user',
              subMenuItems: [
                routeItem('account', '/office/account', {
                  langKey: 'office.menu.account',
                  visibilityByAuth: 'user',
                }),
              ],
            }),
            routeItem('messages', '/office/messages', {
              langKey: 'office.menu.messages',
              visibilityByAuth: 'user',
              sign: '3',
            }),
            routeItem('login', 'login', {
              langKey: 'office.menu.login',
              visibilityByAuth: 'guest',
              actionType: 'modal',
            }),
          ],
        }),
    });
    renderApp('/en/office/account');
    const menu = within(await screen.findByRole('navigation', { name: 'Account menu' }));
    expect(await menu.findByText('Profile')).toBeTruthy();
    expect(menu.getByRole('link', { name: 'My account' }).getAttribute('aria-current')).toBe('page');
    expect(menu.getByRole('link', { name: /Messages/ }).textContent).toContain('3');
    expect(menu.queryByText('Log in')).toBeNull();
  });

  it('stands in its own menu when the server’s cannot be had, and says when a page comes later', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveOffice({
      'POST /web-api/officeapi/getLeftMenuData': () => json({ message: 'down', errors: [] }, 500),
    });
    renderApp('/en/office/bonuses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonuses' })).toBeTruthy();
    expect(await screen.findByText('Coming soon')).toBeTruthy();
    const menu = within(screen.getByRole('navigation', { name: 'Account menu' }));
    expect(await menu.findByRole('link', { name: 'Hidden sports' })).toBeTruthy();
  });
});
