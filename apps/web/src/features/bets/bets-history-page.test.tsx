import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Handler } from '../../test/mock-server';
import { renderApp } from '../../test/render-app';
import { USD_ACCOUNT, serveWallet } from '../wallet/wallet.fixture';
import { runningBet } from './bet-view.fixture';

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
      { SaleBetId: 7, Summ: '4.00', SaleSumm: '3.80' },
      { SaleBetId: 7, Summ: '4.00', SaleSumm: '3.50' },
    ]);
  });
});
