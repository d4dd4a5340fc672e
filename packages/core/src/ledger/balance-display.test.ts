import { describe, expect, it } from 'vitest';
import { balanceText } from './balance-display';

describe('balanceText', () => {
  it.each([
    [12_345n, { code: 'USD', scale: 2, isCrypto: false }, '123.45'],
    [1_235n, { code: 'KWD', scale: 3, isCrypto: false }, '1.24'],
    [500n, { code: 'JPY', scale: 0, isCrypto: false }, '500'],
    [123_456_789n, { code: 'BTC', scale: 8, isCrypto: true }, '1.23456789'],
    [1n, { code: 'ETH', scale: 8, isCrypto: true }, '0.00000001'],
  ])('%s minor of %o reads %s', (minor, currency, text) => {
    expect(balanceText(minor, currency)).toBe(text);
  });
});
