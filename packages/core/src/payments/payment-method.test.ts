import { describe, expect, it } from 'vitest';
import {
  isOfferedIn,
  methodsFor,
  paymentMethodConfigSchema,
  type PaymentMethodConfig,
} from './payment-method';

const method = (changes: Partial<PaymentMethodConfig>): PaymentMethodConfig => ({
  id: 'card',
  direction: 'deposit',
  type: 'card',
  provider: 'sandbox',
  name: 'Card',
  countries: null,
  excludedCountries: [],
  currencies: { USD: { min: '1', max: '10' } },
  sort: 10,
  enabled: true,
  ...changes,
});

describe('payment methods per country', () => {
  it.each([
    [method({}), 'KZ', true],
    [method({}), null, true],
    [method({ countries: ['KZ', 'UZ'] }), 'KZ', true],
    [method({ countries: ['KZ', 'UZ'] }), 'DE', false],
    [method({ countries: ['KZ'] }), null, false],
    [method({ excludedCountries: ['US'] }), 'US', false],
    [method({ excludedCountries: ['US'] }), 'GB', true],
    [method({ enabled: false }), 'KZ', false],
  ])('%#: offered in %s is %s', (config, country, expected) => {
    expect(isOfferedIn(config, country)).toBe(expected);
  });

  it('lists one direction in the operator’s order', () => {
    const list = [
      method({ id: 'b', sort: 20 }),
      method({ id: 'payout', direction: 'withdrawal' }),
      method({ id: 'a', sort: 20 }),
      method({ id: 'c', sort: 5 }),
    ];
    expect(methodsFor(list, 'deposit', 'KZ').map((m) => m.id)).toEqual(['c', 'a', 'b']);
  });

  it('refuses bounds the wrong way round and unknown method types', () => {
    expect(
      paymentMethodConfigSchema.safeParse(method({ currencies: { USD: { min: '5', max: '1' } } })).success,
    ).toBe(false);
    expect(paymentMethodConfigSchema.safeParse({ ...method({}), type: 'cash' }).success).toBe(false);
    expect(paymentMethodConfigSchema.safeParse(method({})).success).toBe(true);
  });
});
