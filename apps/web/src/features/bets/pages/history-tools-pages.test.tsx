import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubElementSizes } from '../../../test/element-size';
import { json, type Handler } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { USD_ACCOUNT, serveWallet } from '../../wallet/wallet.fixture';

const seconds = (year: number, month: number, day: number) =>
  Math.floor(new Date(year, month - 1, day).getTime() / 1000);

describe('bets history by e-mail (BET-26)', () => {
  beforeEach(() => stubElementSizes());
  afterEach(() => vi.unstubAllGlobals());

  it('sends the last days, then two dates from the start of the first to the end of the second', async () => {
    const mail = vi.fn<Handler>(() => json({ data: { queued: true, count: 3 } }));
    serveWallet([USD_ACCOUNT], { 'POST /web-api/bets/history/mail': mail });
    renderApp('/en/office/history/by-mail');
    const page = within(await screen.findByRole('main'));
    await userEvent.click(await page.findByRole('button', { name: 'Send' }));
    expect(await page.findByText('Sent to your e-mail')).toBeTruthy();
    expect(page.getByText('3 bets are on their way. Check the spam folder too.')).toBeTruthy();
    expect(mail.mock.calls[0]![0].body).toEqual({ status: 'all', days: 7 });

    await userEvent.click(page.getByRole('button', { name: 'Send another period' }));
    await userEvent.click(page.getByRole('button', { name: 'Period' }));
    await userEvent.click(page.getByRole('option', { name: 'Choose dates' }));
    await userEvent.click(page.getByRole('button', { name: 'Send' }));
    expect(page.getAllByText('This field is required')).toHaveLength(2);
    await userEvent.type(page.getByRole('textbox', { name: 'To' }), '05032024');
    await userEvent.type(page.getByRole('textbox', { name: 'From' }), '10032024');
    await userEvent.click(page.getByRole('button', { name: 'Send' }));
    expect(page.getByText('The date is too early')).toBeTruthy();
    expect(mail).toHaveBeenCalledOnce();
    await userEvent.clear(page.getByRole('textbox', { name: 'From' }));
    await userEvent.type(page.getByRole('textbox', { name: 'From' }), '01032024');
    await userEvent.click(page.getByRole('button', { name: 'Send' }));
    expect(await page.findByText('Sent to your e-mail')).toBeTruthy();
    expect(mail.mock.calls[1]![0].body).toEqual({
      status: 'all',
      dateFrom: seconds(2024, 3, 1),
      dateTo: seconds(2024, 3, 6) - 1,
    });
  });

  it('shows the server’s refusal when the account has no e-mail address', async () => {
    serveWallet([USD_ACCOUNT], {
      'POST /web-api/bets/history/mail': () =>
        json(
          {
            message: 'The account has no e-mail address',
            errors: [{ code: 'VALIDATION_FAILED', detail: 'The account has no e-mail address' }],
            validation_errors: { email: ['validation_enter_correct_email'] },
          },
          422,
        ),
    });
    renderApp('/en/office/history/by-mail');
    const page = within(await screen.findByRole('main'));
    await userEvent.click(await page.findByRole('button', { name: 'Send' }));
    expect((await page.findByRole('alert')).textContent).toBe('Enter a valid e-mail address');
    expect(page.queryByText('Sent to your e-mail')).toBeNull();
  });
});

describe('bets history clearing (BET-26)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('clears only after the player confirms, and says how many bets left the history', async () => {
    const clear = vi.fn<Handler>(() => json({ data: { cleared: 4 } }));
    serveWallet([USD_ACCOUNT], { 'POST /web-api/bets/history/clear': clear });
    renderApp('/en/office/history/clear');
    const page = within(await screen.findByRole('main'));
    expect(await page.findByText(/Running bets stay/)).toBeTruthy();

    await userEvent.click(page.getByRole('button', { name: 'Clear history' }));
    const first = within(screen.getByRole('dialog', { name: 'Clear the bet history?' }));
    expect(first.getByText(/Every settled bet will leave your history/)).toBeTruthy();
    await userEvent.click(first.getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(clear).not.toHaveBeenCalled();

    await userEvent.type(page.getByRole('textbox', { name: 'Placed up to' }), '15022024');
    await userEvent.click(page.getByRole('button', { name: 'Clear history' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText(/placed up to 15\.02\.2024/)).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Clear' }));
    expect(await page.findByText('4 bets cleared')).toBeTruthy();
    expect(clear.mock.calls[0]![0].body).toEqual({ before: seconds(2024, 2, 16) - 1 });
  });

  it('shows a failure instead of a result', async () => {
    serveWallet([USD_ACCOUNT], {
      'POST /web-api/bets/history/clear': () =>
        json({ message: 'down', errors: [{ code: 'INTERNAL', detail: 'down' }] }, 500),
    });
    renderApp('/en/office/history/clear');
    const page = within(await screen.findByRole('main'));
    await userEvent.click(await page.findByRole('button', { name: 'Clear history' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear' }));
    expect((await page.findByRole('alert')).textContent).toBe('Something went wrong on our side.');
    expect(page.queryByText(/cleared/)).toBeNull();
  });
});
