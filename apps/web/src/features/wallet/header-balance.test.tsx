import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { EUR_ACCOUNT, USD_ACCOUNT, account, serveWallet } from './wallet.fixture';

describe('header balance and account switcher (PAY-01, PAY-02, PAY-04, PAY-05)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the active account as "{v} {c}" and follows the account the player switches to', async () => {
    const server = serveWallet([USD_ACCOUNT, EUR_ACCOUNT]);
    renderApp('/en/casino');
    const banner = within(await screen.findByRole('banner'));
    expect((await banner.findByTestId('header-balance')).textContent).toBe('1000.00 USD');
    await userEvent.click(banner.getByRole('button', { name: /Balance 1000.00 USD/ }));
    await userEvent.click(banner.getByRole('button', { name: /EUR/ }));
    expect(server).toHaveBeenCalledWith(
      '/web-api/user/setactiveaccount',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(await banner.findByText('250.00 EUR')).toBeTruthy();
  });

  it('keeps bonus and points apart from real money and shows crypto to its own precision', async () => {
    serveWallet([
      account({ id: 20, iso: 'BTC', money: '0.00012345', decimals: 8, isActive: true, isMain: true }),
      account({ id: 21, iso: 'BTC', type: 'bonus', money: '0.00100000', isBonusAccount: true, decimals: 8 }),
      account({ id: 22, iso: 'PTS', type: 'points', money: '42', isPointsTypeBalance: true, points: 42 }),
    ]);
    renderApp('/en/casino');
    const banner = within(await screen.findByRole('banner'));
    expect((await banner.findByTestId('header-balance')).textContent).toBe('0.00012345 BTC');
    await userEvent.click(banner.getByRole('button', { name: /Balance/ }));
    const extra = within(banner.getByRole('list', { name: 'Bonus and points' }));
    expect(extra.getByText('0.00100000 BTC')).toBeTruthy();
    expect(extra.getByText('42 PTS')).toBeTruthy();
    expect(banner.getAllByRole('button', { pressed: true })).toHaveLength(1);
  });

  it('invites a player without any account to open one', async () => {
    serveWallet([]);
    renderApp('/en/casino');
    const banner = within(await screen.findByRole('banner'));
    expect((await banner.findByRole('link', { name: 'Open an account' })).getAttribute('href')).toBe(
      '/en/office/settings/wallets',
    );
  });
});
