import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubElementSizes } from '../../test/element-size';
import { json, type Handler } from '../../test/mock-server';
import { renderApp } from '../../test/render-app';
import { EUR_ACCOUNT, USD_ACCOUNT, serveWallet } from './wallet.fixture';

describe('settings > wallets and convert account (PAY-03, PAY-14)', () => {
  beforeEach(() => stubElementSizes());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the accounts, opens one in another currency, deletes an empty one', async () => {
    const create = vi.fn<Handler>(() => json({ data: { account: {} } }));
    const remove = vi.fn<Handler>(() => json({ data: { accountId: 12 } }));
    serveWallet([USD_ACCOUNT, EUR_ACCOUNT], {
      'GET /web-api/payments/currencies': () =>
        json({
          data: {
            currencies: [
              { id: 840, code: 'USD', symbol: '$', name: 'US Dollar', decimals: 2, isCrypto: false },
              { id: 5001, code: 'BTC', symbol: '₿', name: 'Bitcoin', decimals: 8, isCrypto: true },
            ],
          },
        }),
      'POST /web-api/officeapi/createCurrencyAccount': create,
      'POST /web-api/officeapi/deleteCurrencyAccount': remove,
    });
    renderApp('/en/office/settings/wallets');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByText('1000.00 USD')).toBeTruthy();
    expect(main.getByText('Main')).toBeTruthy();
    expect(main.queryByRole('button', { name: 'Delete the USD account' })).toBeNull();
    await userEvent.click(main.getByRole('button', { name: 'Delete the EUR account' }));
    expect(remove.mock.calls[0]![0].body).toEqual({ account_id: 12 });
    await userEvent.click(main.getByRole('button', { name: /Currency/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Bitcoin/ }));
    await userEvent.click(main.getByRole('button', { name: 'Open' }));
    expect(create.mock.calls[0]![0].body).toEqual({ currency_id: 5001 });
  });

  it('quotes a conversion as the player types and converts once', async () => {
    const convert = vi.fn<Handler>(() =>
      json({
        data: {
          quote: {
            amount: '10.00',
            currency: 'USD',
            convertedAmount: '8.60',
            convertedCurrency: 'EUR',
            rate: '0.86',
          },
          transactionId: 1,
        },
      }),
    );
    serveWallet([USD_ACCOUNT, EUR_ACCOUNT], {
      'POST /web-api/officeapi/getconvertquote': () =>
        json({
          data: {
            amount: '10',
            currency: 'USD',
            convertedAmount: '8.60',
            convertedCurrency: 'EUR',
            rate: '0.86',
          },
        }),
      'POST /web-api/officeapi/convertaccount': convert,
    });
    renderApp('/en/office/account/convert');
    const main = within(await screen.findByRole('main'));
    await userEvent.type(await main.findByRole('textbox', { name: 'Amount, USD' }), '10');
    expect(await main.findByText('8.60 EUR')).toBeTruthy();
    expect(main.getByText('1 USD = 0.86 EUR')).toBeTruthy();
    await userEvent.click(main.getByRole('button', { name: 'Convert' }));
    expect(convert.mock.calls[0]![0].body).toMatchObject({
      from_account_id: 11,
      to_account_id: 12,
      amount: '10',
    });
    expect(await screen.findByText('Converted 10.00 USD into 8.60 EUR.')).toBeTruthy();
  });
});
