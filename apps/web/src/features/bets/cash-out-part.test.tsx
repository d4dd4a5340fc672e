import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Handler } from '../../test/mock-server';
import { renderApp } from '../../test/render-app';
import { USD_ACCOUNT, serveWallet } from '../wallet/wallet.fixture';
import { runningBet } from './bet-view.fixture';

const refusedFell = (value: number) =>
  json({ Success: false, ErrorCode: 200010, Error: 'value changed', Value: { SaleSumm: value } });
const sold = (value: number, left: number) =>
  json({
    Success: true,
    ErrorCode: 0,
    Error: '',
    Value: { Id: 7, SaleSumm: value, Balance: 100, StakeLeft: left, Status: left > 0 ? 'open' : 'sold' },
  });

/** The history page with one running bet; `bets` answers each history call in turn (the last one repeats). */
async function openCashOut(bets: ReturnType<typeof runningBet>[], sale: Handler) {
  let calls = 0;
  const history = vi.fn<Handler>(() =>
    json({ data: { bets: [bets[Math.min(calls++, bets.length - 1)]!], limit: 50, hasMore: false } }),
  );
  serveWallet([USD_ACCOUNT], {
    'POST /web-api/bets/history': history,
    'POST /service-api/LiveBet/Secure/SaleBet': sale,
  });
  renderApp('/en/office/history');
  const card = within(await screen.findByRole('article', { name: 'Bet No. 7' }));
  await userEvent.click(card.getByRole('button', { name: /^Cash out/ }));
  return { card, confirmStep: within(card.getByRole('group', { name: 'Confirm the cash-out' })) };
}

describe('partial cash-out', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers all of the stake first, and the value of a quick share, a typed part or a slid one', async () => {
    const sale = vi.fn<Handler>(() => sold(3.8, 0));
    const { confirmStep } = await openCashOut([runningBet('3.80')], sale);
    const input = confirmStep.getByRole('textbox', { name: 'Stake to sell' });
    expect(input).toHaveProperty('value', '4.00');
    expect(confirmStep.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect(confirmStep.getByText('The whole bet is sold')).toBeTruthy();
    expect(confirmStep.getByRole('button', { name: 'Confirm cash-out 3.80 USD' })).toBeTruthy();

    await userEvent.click(confirmStep.getByRole('button', { name: '25%' }));
    expect(input).toHaveProperty('value', '1.00');
    expect(confirmStep.getByRole('button', { name: '25%' }).getAttribute('aria-pressed')).toBe('true');
    expect(confirmStep.getByRole('button', { name: 'Confirm cash-out 0.95 USD' })).toBeTruthy();
    expect(confirmStep.getByText('3.00 USD stays in play')).toBeTruthy();

    // 1.30 of 4.00 is worth 3.80 × 1.3 / 4 = 1.235, rounded down.
    await userEvent.clear(input);
    await userEvent.type(input, '1,305');
    expect(input).toHaveProperty('value', '1.30');
    expect(confirmStep.getByRole('button', { name: 'Confirm cash-out 1.23 USD' })).toBeTruthy();

    fireEvent.change(confirmStep.getByRole('slider', { name: 'Stake to sell' }), {
      target: { value: '300' },
    });
    expect(input).toHaveProperty('value', '3.00');
    expect(confirmStep.getByRole('button', { name: 'Confirm cash-out 2.85 USD' })).toBeTruthy();

    await userEvent.clear(input);
    await userEvent.type(input, '5');
    expect(confirmStep.getByText('Choose a part of the stake up to 4.00 USD')).toBeTruthy();
    expect(confirmStep.getByRole('button', { name: 'Confirm the cash-out' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.tab();
    expect(input).toHaveProperty('value', '4');
    expect(confirmStep.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect(confirmStep.getByRole('button', { name: 'Confirm cash-out 3.80 USD' })).toBeTruthy();
    expect(sale).not.toHaveBeenCalled();
  });

  it('sells the chosen part with the value shown; after a fall confirms the new value of that part; then shows the stake left', async () => {
    const sales: unknown[] = [];
    const sale = vi.fn<Handler>(({ body }) => {
      sales.push(body);
      return sales.length === 1 ? refusedFell(1.85) : sold(1.85, 2);
    });
    const after = runningBet('1.90', { openStake: '2.00', sold: '1.85', possibleWin: '4.86' });
    const { card, confirmStep } = await openCashOut([runningBet('3.80'), after], sale);

    await userEvent.click(confirmStep.getByRole('button', { name: '50%' }));
    await userEvent.click(confirmStep.getByRole('button', { name: 'Confirm cash-out 1.90 USD' }));
    expect(await card.findByRole('alert')).toHaveProperty('textContent', 'The value is now 1.85 USD');
    await userEvent.click(confirmStep.getByRole('button', { name: 'Confirm cash-out 1.85 USD' }));

    expect(await screen.findByText('Cashed out 2.00 USD of the stake for 1.85 USD')).toBeTruthy();
    expect(sales).toEqual([
      { SaleBetId: 7, Summ: '2.00', SaleSumm: '1.90' },
      { SaleBetId: 7, Summ: '2.00', SaleSumm: '1.85' },
    ]);
    const figures = await card.findByText('Running stake');
    expect(figures.nextElementSibling?.textContent).toBe('2.00 USD');
    expect(card.getByText('Sold for').nextElementSibling?.textContent).toBe('1.85 USD');
    expect(card.getByRole('button', { name: 'Cash out 1.90 USD' })).toBeTruthy();
  });

  it('promises a taxed part one cent under its share, and drops a refused value when the part changes', async () => {
    const sale = vi.fn<Handler>(() => refusedFell(0.9));
    const taxed = runningBet('7.60', { stake: '10.00', openStake: '10.00' });
    const { card, confirmStep } = await openCashOut(
      [{ ...taxed, cashOut: { available: true, value: '7.60', tax: '1.90', reason: null } }],
      sale,
    );
    await userEvent.click(confirmStep.getByRole('button', { name: '25%' }));
    // 7.60 × 2.50 / 10.00 = 1.90, less the cent a taxed part may lose to rounding.
    await userEvent.click(confirmStep.getByRole('button', { name: 'Confirm cash-out 1.89 USD' }));
    expect(await card.findByRole('alert')).toHaveProperty('textContent', 'The value is now 0.90 USD');
    expect(confirmStep.getByRole('button', { name: 'Confirm cash-out 0.90 USD' })).toBeTruthy();
    await userEvent.click(confirmStep.getByRole('button', { name: '50%' }));
    expect(card.queryByRole('alert')).toBeNull();
    expect(confirmStep.getByRole('button', { name: 'Confirm cash-out 3.79 USD' })).toBeTruthy();
    expect(sale.mock.calls[0]![0].body).toEqual({ SaleBetId: 7, Summ: '2.50', SaleSumm: '1.89' });
  });
});
