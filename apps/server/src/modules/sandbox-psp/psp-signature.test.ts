import { describe, expect, it } from 'vitest';
import { signPayload, verifySignature } from './psp-signature';
import { cardOutcome, luhnValid, payoutFailure, TEST_CARDS } from './psp-test-cards';

const SECRET = 'whsec_test';
const BODY = '{"id":"evt_1","type":"payment.captured"}';
const NOW = 1_800_000_000;

describe('webhook signatures', () => {
  it('accepts exactly the signed body, with the secret, within five minutes', () => {
    const header = signPayload(SECRET, BODY, NOW);
    expect(verifySignature(SECRET, BODY, header, NOW)).toBe(true);
    expect(verifySignature(SECRET, BODY, header, NOW + 300)).toBe(true);
    expect(verifySignature(SECRET, BODY, header, NOW + 301)).toBe(false);
    expect(verifySignature(SECRET, `${BODY} `, header, NOW)).toBe(false);
    expect(verifySignature('whsec_other', BODY, header, NOW)).toBe(false);
  });

  it.each([
    undefined,
    '',
    't=abc,v1=00',
    `t=${NOW}`,
    `v1=${'a'.repeat(64)}`,
    `t=${NOW},v1=${'z'.repeat(64)}`,
  ])('refuses the header %j', (header) => {
    expect(verifySignature(SECRET, BODY, header, NOW)).toBe(false);
  });

  it('binds the time into the signature: a changed t fails', () => {
    const [, v1] = signPayload(SECRET, BODY, NOW).split(',');
    expect(verifySignature(SECRET, BODY, `t=${NOW + 1},${v1}`, NOW)).toBe(false);
  });
});

describe('sandbox test data', () => {
  it('knows the documented cards and checks the rest by Luhn', () => {
    expect(Object.values(TEST_CARDS).every(luhnValid)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardOutcome(TEST_CARDS.success)).toBe('captured');
    expect(cardOutcome(TEST_CARDS.threeDSecure)).toBe('challenge');
    expect(cardOutcome(TEST_CARDS.declined)).toBe('card_declined');
    expect(cardOutcome(TEST_CARDS.insufficientFunds)).toBe('insufficient_funds');
  });

  it('fails payouts only to the declined card and to destinations starting with fail', () => {
    expect(payoutFailure('4000 0000 0000 0002')).toBe('card_declined');
    expect(payoutFailure('fail@wallet.test')).toBe('destination_rejected');
    expect(payoutFailure('4242424242424242')).toBeNull();
  });
});
