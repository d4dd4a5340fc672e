import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubElementSizes } from '../../../test/element-size';
import { json, mockServer, playerSession, type Handler } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { registrationRoutes } from '../../auth/registration/registration.fixture';
import { STORAGE_KEYS } from '../../../shared/storage/storage-keys';
import { writeExpiring } from '../../../shared/storage/expiring-storage';
import { readStorage } from '../../../shared/storage/local-storage';

const OPTIONS = {
  country: 'DE',
  methods: [
    {
      id: 'card',
      type: 'card',
      name: 'Visa / Mastercard',
      limits: [
        { currency: 'USD', currencyId: 840, min: '1.00', max: '10000.00' },
        { currency: 'EUR', currencyId: 978, min: '1.00', max: '9000.00' },
      ],
    },
    {
      id: 'sandbox-wallet',
      type: 'ewallet',
      name: 'Sandbox Wallet',
      limits: [{ currency: 'EUR', currencyId: 978, min: '5.00', max: '500.00' }],
    },
  ],
  currencies: [
    { id: 978, code: 'EUR', symbol: '€', name: 'Euro', decimals: 2 },
    { id: 840, code: 'USD', symbol: '$', name: 'US Dollar', decimals: 2 },
  ],
};

describe('pay and play (PAY-15)', () => {
  beforeEach(() => stubElementSizes());
  afterEach(() => vi.unstubAllGlobals());

  it('opens from the registration, offers the currencies and methods that open an account, and starts the payment', async () => {
    const start = vi.fn<Handler>(() =>
      json(
        {
          message: 'Some fields are invalid',
          errors: [{ code: 'VALIDATION_FAILED', detail: '' }],
          validation_errors: { amount: ['validation_min_value'] },
        },
        422,
      ),
    );
    mockServer({
      routes: {
        ...registrationRoutes(),
        'GET /web-api/payments/pay-and-play/options': () => json({ data: OPTIONS }),
        'POST /web-api/payments/pay-and-play': start,
      },
    });
    renderApp('/en/registration');
    await userEvent.click(await screen.findByRole('button', { name: 'Register with a deposit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deposit and play' }));
    // The first currency (euro) takes both methods; the wallet leaves with it.
    expect(await dialog.findByRole('radio', { name: /Sandbox Wallet/ })).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: /Account currency/ }));
    await userEvent.click(await screen.findByRole('option', { name: /US Dollar/ }));
    expect(dialog.queryByRole('radio', { name: /Sandbox Wallet/ })).toBeNull();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Amount, USD' }), '25');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    expect(start.mock.calls[0]![0].body).toEqual({
      method_id: 'card',
      amount: '25',
      currency_id: 840,
      lng: 'en',
    });
    // The server's refusal stays in the modal, under the amount.
    expect(await dialog.findByText('The value is below the minimum')).toBeTruthy();
  });

  it('back from the provider: waits for the outcome, logs in and drops the marker from the address', async () => {
    let status = 'pending';
    const claim = vi.fn<Handler>(() =>
      json({ data: { status, refusal: null, loggedIn: status === 'completed' } }),
    );
    let session = { isAuthenticated: false, user: null } as ReturnType<typeof playerSession>;
    const server = mockServer({
      routes: {
        'POST /web-api/payments/pay-and-play/claim': claim,
        'GET /web-api/session-api/sessions/user': () => json({ data: session }),
      },
    });
    const sessionCalls = () =>
      server.mock.calls.filter(([input]) => String(input).includes('/session-api/sessions/user')).length;
    renderApp('/en/?pay_and_play=12');
    await waitFor(() => expect(claim).toHaveBeenCalled());
    expect(claim.mock.calls[0]![0].body).toEqual({ start_id: 12 });
    const asked = sessionCalls();
    status = 'completed';
    session = playerSession('payer');
    expect(
      await screen.findByText(
        'Your account is open and the deposit is on it. Welcome!',
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy();
    // The server set the session cookie with its answer: the app asks who is logged in again.
    await waitFor(() => expect(sessionCalls()).toBeGreaterThan(asked));
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('says why a paid start opened no account', async () => {
    mockServer({
      routes: {
        'POST /web-api/payments/pay-and-play/claim': () =>
          json({ data: { status: 'refused', refusal: 'underage', loggedIn: false } }),
      },
    });
    renderApp('/en/?pay_and_play=13');
    expect(
      await screen.findByText(
        'You are under the minimum age to play in your country. Your payment is refunded in full.',
      ),
    ).toBeTruthy();
  });

  it('asks again about a start left pending, on the next visit and when the window regains focus', async () => {
    writeExpiring(STORAGE_KEYS.payAndPlayPending, 14, Date.now() + 60_000);
    let status = 'pending';
    const claim = vi.fn<Handler>(() =>
      json({ data: { status, refusal: null, loggedIn: status === 'completed' } }),
    );
    mockServer({ routes: { 'POST /web-api/payments/pay-and-play/claim': claim } });
    renderApp('/en/');
    await waitFor(() => expect(claim).toHaveBeenCalledTimes(1));
    expect(claim.mock.calls[0]![0].body).toEqual({ start_id: 14 });
    // Still pending: nothing is said, the start stays remembered.
    expect(screen.queryByText(/still being confirmed/)).toBeNull();
    expect(readStorage(STORAGE_KEYS.payAndPlayPending)).not.toBeNull();

    status = 'completed';
    window.dispatchEvent(new Event('focus'));
    expect(await screen.findByText('Your account is open and the deposit is on it. Welcome!')).toBeTruthy();
    expect(claim).toHaveBeenCalledTimes(2);
    expect(readStorage(STORAGE_KEYS.payAndPlayPending)).toBeNull();
    window.dispatchEvent(new Event('focus'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(claim).toHaveBeenCalledTimes(2);
  });

  it('forgets a pending start once the claim cookie would have expired', async () => {
    writeExpiring(STORAGE_KEYS.payAndPlayPending, 15, Date.now() - 1);
    const claim = vi.fn<Handler>(() => json({ data: { status: 'completed', refusal: null, loggedIn: true } }));
    mockServer({ routes: { 'POST /web-api/payments/pay-and-play/claim': claim } });
    renderApp('/en/');
    window.dispatchEvent(new Event('focus'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(claim).not.toHaveBeenCalled();
  });
});
