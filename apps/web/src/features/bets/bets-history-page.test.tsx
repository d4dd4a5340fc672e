import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BetView } from '@sportsbook/core/betting/bet-view.schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Handler } from '../../test/mock-server';
import { renderApp } from '../../test/render-app';
import { USD_ACCOUNT, serveWallet } from '../wallet/wallet.fixture';

const names = (en: string) => ({ en, ru: en, ar: en });

function runningBet(value: string): BetView {
  return {
    id: 7,
    betGuid: 'g',
    group: 0,
    kind: 'single',
    vid: 0,
    systemSize: null,
    status: 'open',
    statusCode: 0,
    currency: 'USD',
    currencyId: 840,
    stake: '4.00',
    stakeTax: '0.00',
    openStake: '4.00',
    price: 2.43,
    possibleWin: '9.72',
    boostKind: null,
    payout: null,
    boost: null,
    payoutTax: null,
    paid: null,
    sold: '0.00',
    live: false,
    advance: false,
    oneClick: false,
    promo: null,
    couponCode: null,
    placedAt: '2026-11-22T07:30:12.000Z',
    acceptedAt: '2026-11-22T07:30:12.000Z',
    settledAt: null,
    refuseCode: null,
    legs: [
      {
        index: 0,
        gameId: 1,
        mainGameId: 1,
        sportId: 1,
        champId: 1,
        startAt: 0,
        names: {
          home: names('Home FC'),
          away: names('Away FC'),
          champ: names('League'),
          sport: names('Football'),
        },
        marketKey: '0:1',
        G: 1,
        T: 1,
        P: 0,
        price: 2.43,
        kind: 'line',
        score: null,
        result: null,
      },
    ],
    cashOut: { available: true, value, reason: null },
  };
}

describe('bets history cash-out', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks to confirm the live value, and after a refusal offers the new value it carried', async () => {
    const sales: unknown[] = [];
    const sale = vi.fn<Handler>(({ body }) => {
      sales.push(body);
      return sales.length === 1
        ? json({ Success: false, ErrorCode: 200010, Error: 'value changed', Value: { SaleSumm: 3.5 } })
        : json({ Success: true, ErrorCode: 0, Error: '', Value: { Id: 7, SaleSumm: 3.5, Balance: 100 } });
    });
    const history = vi.fn<Handler>(() =>
      json({ data: { bets: [runningBet('3.80')], limit: 50, hasMore: false } }),
    );
    serveWallet([USD_ACCOUNT], {
      'POST /web-api/bets/history': history,
      'POST /service-api/LiveBet/Secure/SaleBet': sale,
    });
    renderApp('/en/office/history');
    const card = within(await screen.findByRole('article', { name: 'Bet No. 7' }));
    expect(card.getByText('Home FC – Away FC')).toBeTruthy();
    expect(history.mock.calls[0]![0].body).toMatchObject({ status: 'open', page: 1 });

    await userEvent.click(card.getByRole('button', { name: 'Cash out 3.80 USD' }));
    expect(sale).not.toHaveBeenCalled();
    await userEvent.click(card.getByRole('button', { name: 'Confirm cash-out 3.80 USD' }));
    expect(await card.findByRole('alert')).toHaveProperty('textContent', 'The value is now 3.50 USD');
    await userEvent.click(card.getByRole('button', { name: 'Confirm cash-out 3.50 USD' }));
    expect(await screen.findByText('Cashed out for 3.50 USD')).toBeTruthy();
    expect(sales).toEqual([
      { SaleBetId: 7, SaleSumm: 3.8 },
      { SaleBetId: 7, SaleSumm: 3.5 },
    ]);
  });
});
