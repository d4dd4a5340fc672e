import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../test/harness/test-app';

describeEachDatabase('payment methods shown to guests (registration logos)', (t) => {
  const methods = async (query: string, headers: Record<string, string> = {}) => {
    const response = await t().app.inject({
      method: 'GET',
      url: `/web-api/payments/methods${query}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { country: string | null; methods: { id: string }[] };
  };
  const ids = (answer: { methods: { id: string }[] }) => answer.methods.map((method) => method.id);

  it('lists the deposit methods of the visitor’s country in the operator’s order, with no limits or providers', async () => {
    const answer = await methods('?country=DE');
    expect(answer.country).toBe('DE');
    expect(answer.methods).toEqual([
      { id: 'card', type: 'card', name: 'Visa / Mastercard' },
      expect.objectContaining({ id: 'sandbox-wallet', type: 'ewallet' }),
      expect.objectContaining({ id: 'crypto', type: 'crypto' }),
    ]);
    expect(ids(await methods('?direction=withdrawal&country=DE'))).toEqual([
      'card-payout',
      'sandbox-wallet-payout',
      'crypto-payout',
    ]);
  });

  it('follows the operator’s country rules, taking the country from the proxy header', async () => {
    const all = (await t().injectOps({ method: 'GET', url: '/ops-api/payments/methods' })).json().data
      .methods;
    const { id: _id, ...card } = all.find((method: { id: string }) => method.id === 'card');
    const put = await t().injectOps({
      method: 'PUT',
      url: '/ops-api/payments/methods/card',
      payload: { ...card, excludedCountries: ['DE'] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(ids(await methods('', { 'x-geo-country': 'de' }))).toEqual(['sandbox-wallet', 'crypto']);
    expect(ids(await methods('', { 'x-geo-country': 'FR' }))).toContain('card');
  });

  it('refuses an unknown country or direction with a field error', async () => {
    const unknown = await t().app.inject({ method: 'GET', url: '/web-api/payments/methods?country=QQ' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().validation_errors).toEqual({ country: ['validation_invalid_value'] });
    const direction = await t().app.inject({
      method: 'GET',
      url: '/web-api/payments/methods?direction=sideways',
    });
    expect(direction.statusCode).toBe(422);
    expect(Object.keys(direction.json().validation_errors)).toEqual(['direction']);
  });
});
