/**
 * The sandbox's test data, as its documentation lists it. Cards: any other number that passes the Luhn check
 * succeeds. Payouts fail to the declined card, to an e-wallet login starting with `fail` and to a crypto address
 * starting with `fail`.
 */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000002760003184',
} as const;

/** The one-time code the 3-D Secure challenge page accepts. */
export const CHALLENGE_CODE = '1234';
export const CHALLENGE_ATTEMPTS = 3;

export type CardOutcome = 'captured' | 'challenge' | 'card_declined' | 'insufficient_funds';

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardOutcome(number: string): CardOutcome {
  switch (number) {
    case TEST_CARDS.declined:
      return 'card_declined';
    case TEST_CARDS.insufficientFunds:
      return 'insufficient_funds';
    case TEST_CARDS.threeDSecure:
      return 'challenge';
    default:
      return 'captured';
  }
}

/** Why a payout to this destination fails in the sandbox, or null when it is paid. */
export function payoutFailure(destination: string): string | null {
  const normalised = destination.replace(/[\s-]/g, '').toLowerCase();
  if (normalised === TEST_CARDS.declined) return 'card_declined';
  if (normalised.startsWith('fail')) return 'destination_rejected';
  return null;
}
