import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Handler } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { USD_ACCOUNT, serveWallet } from '../../wallet/wallet.fixture';
import { PAGE_DATA, paymentView } from '../payments.fixture';

const PAYOUT = { ...PAGE_DATA, methods: [{ ...PAGE_DATA.methods[0]!, id: 'card-payout' }] };

describe('withdrawal page (PAY-08)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('marks the account blocked on error code blocked, with the way to appeal', async () => {
    serveWallet([USD_ACCOUNT], {
      'GET /web-api/officeapi/getdeducedata': () =>
        json({ message: 'blocked', errors: [{ code: 'blocked', detail: 'Payments are blocked' }] }, 403),
    });
    renderApp('/en/office/withdrawal');
    // The first render loads the office and payment chunks: slow on a busy machine.
    expect(
      await screen.findByText('Withdrawals are blocked for your account', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a review' }).getAttribute('href')).toBe(
      '/en/block/appeal',
    );
  });

  it('requests a withdrawal to a card and says it waits for approval', async () => {
    const request = vi.fn<Handler>(() =>
      json({
        data: {
          payment: paymentView({
            id: 900,
            kind: 'withdrawal',
            status: 'pending',
            amount: '600.00',
            destination: '•••• 4242',
            canCancel: true,
          }),
        },
      }),
    );
    serveWallet([USD_ACCOUNT], {
      'GET /web-api/officeapi/getdeducedata': () => json({ data: PAYOUT }),
      'POST /web-api/payments/withdrawals': request,
      'GET /web-api/payments/status/900': () =>
        json({ data: { payment: paymentView({ id: 900, kind: 'withdrawal', status: 'pending' }) } }),
    });
    renderApp('/en/office/withdrawal');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByText('1000.00 USD')).toBeTruthy();
    await userEvent.type(main.getByRole('textbox', { name: 'Amount, USD' }), '600');
    await userEvent.type(main.getByRole('textbox', { name: /Card number/ }), '4242 4242 4242 4242');
    await userEvent.click(main.getByRole('button', { name: 'Request withdrawal' }));
    expect(request.mock.calls[0]![0].body).toEqual({
      rand: 'rand-1',
      method_id: 'card-payout',
      amount: '600',
      account_id: 11,
      destination: '4242 4242 4242 4242',
    });
    expect(await main.findByText('Withdrawal request sent: waiting for approval')).toBeTruthy();
    expect(main.getByRole('link', { name: 'Payment requests' }).getAttribute('href')).toBe(
      '/en/office/payments/requests',
    );
  });

  it('refuses a guest: the page asks to log in', async () => {
    const { mockServer } = await import('../../../test/mock-server');
    mockServer();
    renderApp('/en/office/withdrawal');
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });
});
