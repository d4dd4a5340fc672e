import type { PhoneValue } from '../validation/phone.rule';

function digits(text: string | undefined): string {
  return (text ?? '').replace(/\D/g, '');
}

/**
 * The full international digits of a phone field (country code and number, no plus), as accounts store and
 * match phones. The field holds a phone value of spec section 3, or text: `+77011234567`, or national digits
 * with the country code given apart (`tel_code`). Undefined when no number can be read.
 */
export function phoneDigitsOf(value: unknown, telCode?: unknown): string | undefined {
  if (typeof value === 'object' && value !== null && typeof (value as PhoneValue).phoneNum === 'string') {
    const phone = value as PhoneValue;
    const full = digits(phone.fullPhone);
    const number = digits(phone.phoneNum);
    const code = digits(phone.phoneCode);
    const result = full.length > number.length ? full : `${code}${number}`;
    return result.length > 0 ? result : undefined;
  }
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  const number = digits(text);
  if (number.length === 0) return undefined;
  if (text.startsWith('+')) return number;
  const code = typeof telCode === 'string' || typeof telCode === 'number' ? digits(String(telCode)) : '';
  return `${code}${number}`;
}
