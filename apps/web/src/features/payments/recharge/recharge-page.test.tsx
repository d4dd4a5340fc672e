import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentStatus } from '@sportsbook/core/payments/payment-status';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Handler } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { siteConfigFixture } from '../../../test/site-config.fixture';
import { EUR_ACCOUNT, USD_ACCOUNT, serveWallet } from '../../wallet/wallet.fixture';
import { PAGE_DATA, paymentView } from '../payments.fixture';

const pageData =
  (changes = {}) =>
  () =>
    json({ data: { ...PAGE_DATA, ...changes } });

describe('recharge page (PAY-07, PAY-16)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the methods of the account’s currency with their bounds, and the over-amount info above 4000000', async () => {
    serveWallet([USD_ACCOUNT, EUR_ACCOUNT], { 'GET /web-api/officeapi/getrechargedata': pageData() });
    renderApp('/en/office/recharge');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('radio', { name: /Visa \/ Mastercard/ })).toBeTruthy();
    expect(main.queryByRole('radio', { name: /Crypto/ })).toBeNull();
    expect(main.getByText('From 1.00 USD to 10 000 000.00 USD')).toBeTruthy();
    const amount = main.getByRole('textbox', { name: 'Amount, USD' });
    await userEvent.type(amount, '4000000,009');
    expect((amount as HTMLInputElement).value).toBe('4000000.00');
    expect(main.queryByRole('note')).toBeNull();
    await userEvent.type(amount, '{backspace}1');
    expect(main.getByRole('note').textContent).toMatch(/over 4,000,000/);
  });

  it('takes at most 10 whole digits in the amount (CON-03 currency set limit)', async () => {
    serveWallet([USD_ACCOUNT], { 'GET /web-api/officeapi/getrechargedata': pageData() });
    renderApp('/en/office/recharge');
    const amount = await within(await screen.findByRole('main')).findByRole('textbox', {
      name: 'Amount, USD',
    });
    await userEvent.type(amount, '123456789012.5');
    expect((amount as HTMLInputElement).value).toBe('1234567890.5');
  });

  it('writes the methods’ bounds through the configured amount template', async () => {
    serveWallet([USD_ACCOUNT], {
      'GET /web-api/officeapi/getrechargedata': pageData(),
      'GET /web-api/site-config': () =>
        json({ data: siteConfigFixture('en', { other: { amountTemplate: '{c} {v}' } }) }),
    });
    renderApp('/en/office/recharge');
    const card = (await screen.findByRole('radio', { name: /Visa \/ Mastercard/ })).closest('label')!;
    expect(within(card).getByText('USD 1.00 – USD 10 000 000.00')).toBeTruthy();
  });

  it('opens the provider’s page in a frame and shows the credit once the provider confirms', async () => {
    let status: PaymentStatus = 'created';
    const deposit = vi.fn<Handler>(() =>
      json({ data: { payment: paymentView(), redirectUrl: '/sandbox-psp/pay/pay_1' } }),
    );
    serveWallet([USD_ACCOUNT], {
      'GET /web-api/officeapi/getrechargedata': pageData(),
      'POST /web-api/payments/deposits': deposit,
      'GET /web-api/payments/status/501': () => json({ data: { payment: paymentView({ status }) } }),
    });
    renderApp('/en/office/recharge');
    const main = within(await screen.findByRole('main'));
    await userEvent.type(await main.findByRole('textbox', { name: 'Amount, USD' }), '25');
    await userEvent.click(main.getByRole('button', { name: 'Deposit' }));
    expect(deposit.mock.calls[0]![0].body).toEqual({
      rand: 'rand-1',
      method_id: 'card',
      amount: '25',
      account_id: 11,
      display: 'frame',
    });
    const frame = await main.findByTitle('Payment page of the payment provider');
    expect(frame.getAttribute('src')).toBe('/sandbox-psp/pay/pay_1');
    status = 'succeeded';
    expect(await main.findByText('Deposit credited', {}, { timeout: 4000 })).toBeTruthy();
    expect(main.getByText('25.00 USD')).toBeTruthy();
  });

  it('shows the server’s field errors under the amount', async () => {
    serveWallet([USD_ACCOUNT], {
      'GET /web-api/officeapi/getrechargedata': pageData(),
      'POST /web-api/payments/deposits': () =>
        json(
          {
            message: 'Some fields are invalid',
            errors: [{ code: 'VALIDATION_FAILED', detail: '' }],
            validation_errors: { amount: ['validation_max_value'] },
          },
          422,
        ),
    });
    renderApp('/en/office/recharge');
    const main = within(await screen.findByRole('main'));
    await userEvent.type(await main.findByRole('textbox', { name: 'Amount, USD' }), '5');
    await userEvent.click(main.getByRole('button', { name: 'Deposit' }));
    expect(await main.findByRole('alert')).toBeTruthy();
    expect(main.getByText('The value is above the maximum')).toBeTruthy();
  });

  it('sends an unverified player to verification and says when deposits are blocked', async () => {
    serveWallet([USD_ACCOUNT], { 'GET /web-api/officeapi/getrechargedata': pageData({ needVerify: true }) });
    const first = renderApp('/en/office/recharge');
    const link = await screen.findByRole('link', { name: 'Go to verification' });
    expect(link.getAttribute('href')).toBe('/en/office/verification');
    first.unmount();
    serveWallet([USD_ACCOUNT], { 'GET /web-api/officeapi/getrechargedata': pageData({ blocked: true }) });
    renderApp('/en/office/recharge');
    expect(await screen.findByText('Deposits are blocked for your account')).toBeTruthy();
  });

  it('shows the outcome of a payment made in the window when the player comes back', async () => {
    serveWallet([USD_ACCOUNT], {
      'GET /web-api/payments/status/77': () =>
        json({ data: { payment: paymentView({ id: 77, status: 'failed' }) } }),
    });
    renderApp('/en/office/recharge?payment=77');
    expect(await screen.findByText('The deposit did not go through')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'New deposit' }));
    await waitFor(() => expect(screen.queryByText('The deposit did not go through')).toBeNull());
  });
});
