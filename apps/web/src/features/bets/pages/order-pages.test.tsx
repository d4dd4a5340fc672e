import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BetOrderView, BetView } from '@sportsbook/core/betting/bet-view.schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Handler } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { USD_ACCOUNT, serveWallet } from '../../wallet/wallet.fixture';

function order(id: number, changes: Partial<BetOrderView> = {}): BetOrderView {
  return {
    id,
    kind: 'auto',
    status: 'waiting',
    stake: '10.00',
    currency: 'USD',
    targetPrice: 2.5,
    betId: null,
    reason: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
    legs: [
      {
        GameId: 501,
        Type: 1,
        Param: 0,
        Coef: 2.1,
        names: {
          home: { en: 'Arsenal', ru: 'Арсенал' },
          away: { en: 'Chelsea', ru: 'Челси' },
          champ: { en: 'Premier League' },
          sport: { en: 'Football' },
        },
      },
    ],
    ...changes,
  };
}

const platform = (value: unknown) => json({ Success: true, ErrorCode: 0, Error: '', Value: value });

describe('auto bets page (BET-16)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('cancels a waiting auto bet: the order leaves the waiting list and the header balance rises', async () => {
    let orders = [order(3), order(4, { targetPrice: 3 }), order(2, { status: 'placed', betId: 90 })];
    let money = '980.00';
    const cancel = vi.fn<Handler>(({ body }) => {
      const id = (body as { Id: number }).Id;
      orders = orders.map((item) => (item.id === id ? { ...item, status: 'cancelled' } : item));
      money = '990.00';
      return platform({ Id: id, Status: 'cancelled', Balance: 990 });
    });
    serveWallet([USD_ACCOUNT], {
      'POST /web-api/user/balance': () => json({ data: { accounts: [{ ...USD_ACCOUNT, money }] } }),
      'GET /web-api/bets/auto': () => json({ data: { orders } }),
      'POST /service-api/LiveBet/Secure/CancelAutoBet': cancel,
    });
    renderApp('/en/office/history/auto-bets');
    const waiting = within(await screen.findByRole('region', { name: 'Waiting for their odds' }));
    const first = within(await waiting.findByRole('article', { name: 'Auto bet No. 3' }));
    expect(first.getByText('10.00 USD')).toBeTruthy();
    expect(first.getByText('2.50')).toBeTruthy();
    expect(first.getByText('Arsenal – Chelsea')).toBeTruthy();
    expect(waiting.getByRole('article', { name: 'Auto bet No. 4' })).toBeTruthy();
    const earlier = within(screen.getByRole('region', { name: 'Earlier auto bets' }));
    expect(earlier.getByText('Placed as bet No. 90')).toBeTruthy();
    expect(earlier.queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect((await screen.findByTestId('header-balance')).textContent).toBe('980.00 USD');

    await userEvent.click(first.getByRole('button', { name: 'Cancel auto bet No. 3' }));
    // A slow machine may take a while to refetch: wait for the visible outcome, not a fixed time.
    const slow = { timeout: 10_000 };
    expect(
      await screen.findByText('Auto bet No. 3 cancelled, the stake is back on your balance', {}, slow),
    ).toBeTruthy();
    const cancelled = within(await earlier.findByRole('article', { name: 'Auto bet No. 3' }, slow));
    expect(cancelled.getByText('Cancelled')).toBeTruthy();
    expect(waiting.queryByRole('article', { name: 'Auto bet No. 3' })).toBeNull();
    expect(waiting.getByRole('article', { name: 'Auto bet No. 4' })).toBeTruthy();
    expect(cancel.mock.calls.map((call) => call[0].body)).toEqual([{ Id: 3 }]);
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toBe('990.00 USD'), slow);
  });

  it('shows the refusal of a cancel and keeps the order', async () => {
    serveWallet([USD_ACCOUNT], {
      'GET /web-api/bets/auto': () => json({ data: { orders: [order(3)] } }),
      'POST /service-api/LiveBet/Secure/CancelAutoBet': () =>
        json({ Success: false, ErrorCode: 200012, Error: 'No such bet', Value: null }),
    });
    renderApp('/en/office/history/auto-bets');
    const card = within(await screen.findByRole('article', { name: 'Auto bet No. 3' }));
    await userEvent.click(card.getByRole('button', { name: 'Cancel auto bet No. 3' }));
    expect(await screen.findByText('This bet or auto bet was not found')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Auto bet No. 3' })).toBeTruthy();
  });

  it('says when no auto bet waits', async () => {
    serveWallet([USD_ACCOUNT], { 'GET /web-api/bets/auto': () => json({ data: { orders: [] } }) });
    renderApp('/en/office/history/auto-bets');
    expect(await screen.findByText('No auto bets waiting')).toBeTruthy();
  });
});

describe('manager bets page (BET-26)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the VIP requests with the operator’s decision', async () => {
    serveWallet([USD_ACCOUNT], {
      'GET /web-api/bets/manager': () =>
        json({
          data: {
            bids: [
              order(8, { kind: 'vip', targetPrice: null, stake: '5000.00' }),
              order(7, {
                kind: 'vip',
                targetPrice: null,
                legs: [{ GameId: 502, Type: 1, Param: 0, Coef: 1.8, names: null }],
                status: 'declined',
                reason: 'Too much on this game',
                decidedAt: '2026-11-21T10:00:00.000Z',
              }),
            ],
          },
        }),
    });
    renderApp('/en/office/history/manager-bets');
    const waiting = within(await screen.findByRole('article', { name: 'Manager bet No. 8' }));
    expect(waiting.getByText('Waiting')).toBeTruthy();
    expect(waiting.getByText('5000.00 USD')).toBeTruthy();
    expect(waiting.queryByText('Target odds')).toBeNull();
    const declined = within(screen.getByRole('article', { name: 'Manager bet No. 7' }));
    expect(declined.getByText('Declined')).toBeTruthy();
    expect(declined.getByText('Reason: Too much on this game')).toBeTruthy();
    // Its game left the feed: the card names the event by its number.
    expect(declined.getByText('Event 502')).toBeTruthy();
  });

  it('says when there are none', async () => {
    serveWallet([USD_ACCOUNT], { 'GET /web-api/bets/manager': () => json({ data: { bids: [] } }) });
    renderApp('/en/office/history/manager-bets');
    expect(await screen.findByText('No manager bets')).toBeTruthy();
  });
});

describe('power bet page (BET-17)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the boost table, the maximum stake in the player’s currency and the power bets', async () => {
    const powerBet = {
      id: 44,
      kind: 'express',
      status: 'won',
      stake: '20.00',
      currency: 'USD',
      price: 3.1,
      paid: '65.10',
      possibleWin: '62.00',
      boostKind: 'power',
      placedAt: '2026-11-22T07:30:12.000Z',
      legs: [],
      cashOut: null,
    } as unknown as BetView;
    serveWallet([USD_ACCOUNT], {
      'GET /web-api/bets/powerbet': () =>
        json({
          data: {
            enabled: true,
            maxStake: '100.00',
            minLegCoef: 1.3,
            steps: [
              { legs: 1, percent: 5 },
              { legs: 3, percent: 10 },
            ],
            bets: [powerBet],
          },
        }),
    });
    renderApp('/en/office/powerbet');
    const table = within(await screen.findByRole('table', { name: 'Bonus by number of events' }));
    expect(table.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'EventsBonus on the net win',
      'From 1 event+5%',
      'From 3 events+10%',
    ]);
    expect(await screen.findByText('100.00 USD')).toBeTruthy();
    expect(screen.getByText('1.30')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Bet No. 44' })).toBeTruthy();
  });
});
