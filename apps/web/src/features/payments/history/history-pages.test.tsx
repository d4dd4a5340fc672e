import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentStatus } from '@sportsbook/core/payments/payment-status';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubElementSizes } from '../../../test/element-size';
import { json, type Handler } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { EUR_ACCOUNT, USD_ACCOUNT, serveWallet } from '../../wallet/wallet.fixture';
import { paymentView } from '../payments.fixture';

const page = (items: unknown[], changes = {}) =>
  json({ data: { items, page: 1, pageSize: 20, total: items.length, hasMore: false, ...changes } });

describe('payment history, requests and paycheck (PAY-09, PAY-10, PAY-12)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the main account’s payments, the other accounts’ on their tab, the archive on request', async () => {
    const main = vi.fn<Handler>(({ body }) =>
      (body as { is_include_archive: boolean }).is_include_archive
        ? page([paymentView({ id: 1, status: 'succeeded', isArchived: true })])
        : page([
            paymentView({ id: 2, status: 'succeeded', amount: '25.50' }),
            paymentView({
              id: 3,
              kind: 'withdrawal',
              status: 'processing',
              amount: '10.00',
              destination: '•••• 4242',
            }),
          ]),
    );
    const other = vi.fn<Handler>(() => page([paymentView({ id: 4, currency: 'EUR', amount: '30.00' })]));
    serveWallet([USD_ACCOUNT, EUR_ACCOUNT], {
      'POST /web-api/officeapi/gethistorypaymentmainaccount': main,
      'POST /web-api/officeapi/gethistorypaymentvirtualaccount': other,
    });
    renderApp('/en/office/payments/history');
    const list = within(await screen.findByRole('list', { name: 'Payments' }));
    expect(list.getByText('+25.50 USD')).toBeTruthy();
    expect(list.getByText('−10.00 USD')).toBeTruthy();
    expect(list.getByText('Processing')).toBeTruthy();
    expect(main.mock.calls[0]![0].body).toEqual({ is_include_archive: false, page_number: 1 });
    await userEvent.click(screen.getByRole('tab', { name: 'Other accounts' }));
    expect(await screen.findByText('+30.00 EUR')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Main account' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Include the archive' }));
    expect(await screen.findByText(/№1 · archive$/)).toBeTruthy();
  });

  it('asks for the payment sources and lists only the payments of the one the player picks', async () => {
    stubElementSizes();
    const main = vi.fn<Handler>(({ body }) =>
      (body as { source_id?: string }).source_id === 'sandbox-wallet-payout'
        ? page([
            paymentView({ id: 6, kind: 'withdrawal', methodId: 'sandbox-wallet-payout', amount: '6.00' }),
          ])
        : page([paymentView({ id: 5, amount: '40.00' })]),
    );
    serveWallet([USD_ACCOUNT], {
      'GET /web-api/officeapi/gethistorypaymentsource': () =>
        json({
          data: {
            sources: [
              { id: 'card', name: 'Visa / Mastercard', type: 'card', direction: 'deposit' },
              {
                id: 'sandbox-wallet-payout',
                name: 'Sandbox Wallet',
                type: 'ewallet',
                direction: 'withdrawal',
              },
            ],
          },
        }),
      'POST /web-api/officeapi/gethistorypaymentmainaccount': main,
    });
    renderApp('/en/office/payments/history');
    expect(await screen.findByText('+40.00 USD')).toBeTruthy();
    expect(main.mock.calls[0]![0].body).toEqual({ is_include_archive: false, page_number: 1 });
    await userEvent.click(await screen.findByRole('button', { name: /Payment method/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sandbox Wallet · Withdrawal' }));
    expect(await screen.findByText('−6.00 USD')).toBeTruthy();
    expect(screen.queryByText('+40.00 USD')).toBeNull();
    expect(main.mock.lastCall![0].body).toEqual({
      is_include_archive: false,
      page_number: 1,
      source_id: 'sandbox-wallet-payout',
    });
    await userEvent.click(screen.getByRole('button', { name: /Payment method/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'All methods' }));
    expect(await screen.findByText('+40.00 USD')).toBeTruthy();
  });

  it('cancels a pending withdrawal request', async () => {
    let status: PaymentStatus = 'pending';
    const cancel = vi.fn<Handler>(() => {
      status = 'cancelled';
      return json({ data: { payment: paymentView({ id: 9, kind: 'withdrawal', status: 'cancelled' }) } });
    });
    serveWallet([USD_ACCOUNT], {
      'POST /web-api/officeapi/getpaymentrequests': () =>
        page([paymentView({ id: 9, kind: 'withdrawal', status, canCancel: status === 'pending' })]),
      'POST /web-api/officeapi/cancelpaymentrequest': cancel,
    });
    renderApp('/en/office/payments/requests');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel request' }));
    expect(cancel.mock.calls[0]![0].body).toEqual({ request_id: 9 });
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();
  });

  it('shows the receipt of one payment', async () => {
    serveWallet([USD_ACCOUNT], {
      'POST /web-api/officeapi/getpaycheck': () =>
        json({
          data: {
            payment: paymentView({ id: 44, status: 'succeeded', amount: '44.40' }),
            providerReference: 'pay_abc',
            accountName: 'US Dollar',
            refunds: [],
          },
        }),
    });
    renderApp('/en/office/payments/paycheck?id=44');
    const receipt = within(await screen.findByRole('article', { name: 'Payment check' }));
    expect(receipt.getByText('44.40 USD')).toBeTruthy();
    expect(receipt.getByText('pay_abc')).toBeTruthy();
    expect(receipt.getByText('US Dollar (USD)')).toBeTruthy();
  });
});
