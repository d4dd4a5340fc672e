import { expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../../test/harness/test-app';
import { EUR, USD, deposit, ledgerCheck, listen, player } from '../payments-test-support';

describeEachDatabase('convert account', (t) => {
  it('quotes and converts at the operator’s coefficients, truncated, once per rand', async () => {
    await listen(t());
    const p = await player(t(), [USD, EUR]);
    await deposit(t(), p, '100');
    const [usd, eur] = await p.accounts();
    const body = { from_account_id: usd!.id, to_account_id: eur!.id, amount: '10.01' };
    const quote = (await p.call('/web-api/officeapi/getconvertquote', body)).json().data;
    // 10.01 USD at 0.86 EUR per USD is 8.6086 EUR, truncated to 8.60.
    expect(quote).toEqual({
      amount: '10.01',
      currency: 'USD',
      convertedAmount: '8.60',
      convertedCurrency: 'EUR',
      rate: '0.86',
    });
    const first = await p.call('/web-api/officeapi/convertaccount', { ...body, rand: 'convert-1' });
    const again = await p.call('/web-api/officeapi/convertaccount', { ...body, rand: 'convert-1' });
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(first.json().data.quote.convertedAmount).toBe('8.60');
    expect(await p.money('USD')).toBe('89.99');
    expect(await p.money('EUR')).toBe('8.60');
    expect(await ledgerCheck(t())).toMatchObject({ ok: true });
  });

  it('refuses more than the balance, the same currency, foreign accounts and amounts that convert to nothing', async () => {
    await listen(t());
    const p = await player(t(), [USD, EUR]);
    await deposit(t(), p, '5');
    const [usd, eur] = await p.accounts();
    const convert = (body: object) =>
      p.call('/web-api/officeapi/convertaccount', { rand: `c-${Math.random()}`, ...body });
    expect(
      (await convert({ from_account_id: usd!.id, to_account_id: eur!.id, amount: '5.01' })).json().errors[0]
        .code,
    ).toBe('INSUFFICIENT_FUNDS');
    expect(
      (await convert({ from_account_id: usd!.id, to_account_id: usd!.id, amount: '1' })).json()
        .validation_errors,
    ).toEqual({ to_account_id: ['validation_invalid_value'] });
    expect(
      (await convert({ from_account_id: usd!.id, to_account_id: eur!.id, amount: '0.01' })).json()
        .validation_errors,
    ).toEqual({ amount: ['validation_min_value'] });
    const stranger = await player(t(), [EUR]);
    const theirs = (await stranger.accounts())[0]!;
    expect(
      (await convert({ from_account_id: usd!.id, to_account_id: theirs.id, amount: '1' })).statusCode,
    ).toBe(404);
    expect(await p.money('USD')).toBe('5.00');
  });

  it('quotes and converts at a coefficient the operator has just edited', async () => {
    await listen(t());
    const p = await player(t(), [USD, EUR]);
    await deposit(t(), p, '100');
    const [usd, eur] = await p.accounts();
    const pair = { from_account_id: usd!.id, to_account_id: eur!.id };
    const setEur = (coefficient: number) =>
      t().injectOps({ method: 'PUT', url: '/ops-api/reference/currencies/EUR', payload: { coefficient } });
    const listed = (await t().injectOps({ method: 'GET', url: '/ops-api/reference/currencies' })).json().data;
    const before = listed.find((currency: { code: string }) => currency.code === 'EUR').coefficient;
    // At 0.86 EUR per USD a cent converts to nothing; at 1.5 to a cent.
    const cent = await p.call('/web-api/officeapi/getconvertquote', { ...pair, amount: '0.01' });
    expect(cent.json().validation_errors).toEqual({ amount: ['validation_min_value'] });
    expect((await setEur(1.5)).statusCode).toBe(200);
    try {
      const quote = (await p.call('/web-api/officeapi/getconvertquote', { ...pair, amount: '10' })).json()
        .data;
      expect(quote).toMatchObject({ convertedAmount: '15.00', rate: '1.5' });
      // The wallet reloads its rates when told of the edit; until then a conversion of a cent is refused.
      const converted = await vi.waitFor(
        async () => {
          const attempt = await p.call('/web-api/officeapi/convertaccount', {
            ...pair,
            amount: '0.01',
            rand: `cent-${Math.random()}`,
          });
          expect(attempt.statusCode).toBe(200);
          return attempt.json().data;
        },
        { timeout: 10_000, interval: 50 },
      );
      expect(converted.quote).toMatchObject({ convertedAmount: '0.01', rate: '1.5' });
      const ten = await p.call('/web-api/officeapi/convertaccount', {
        ...pair,
        amount: '10',
        rand: 'ten-at-1.5',
      });
      expect(ten.json().data.quote.convertedAmount).toBe('15.00');
      expect(await p.money('USD')).toBe('89.99');
      expect(await p.money('EUR')).toBe('15.01');
    } finally {
      await setEur(before);
    }
    expect(await ledgerCheck(t())).toMatchObject({ ok: true });
  });
});
