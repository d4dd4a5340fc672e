import type { PaymentMethodType } from '@sportsbook/core/payments/payment-method';

/** The destination as it is kept and sent on: a card number without spaces, anything else trimmed. */
export function normaliseDestination(type: PaymentMethodType, text: string): string | null {
  const trimmed = text.trim();
  if (type === 'card') {
    const digits = trimmed.replace(/[\s-]/g, '');
    return /^\d{12,19}$/.test(digits) ? digits : null;
  }
  if (type === 'ewallet') return /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/.test(trimmed) ? trimmed : null;
  return /^[A-Za-z0-9]{20,100}$/.test(trimmed) ? trimmed : null;
}
