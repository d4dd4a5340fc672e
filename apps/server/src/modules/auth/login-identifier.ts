/** The login kinds a password login accepts (spec section 3: email, phone_number, id; and the player's own login). */
export type LoginIdentifier =
  | { kind: 'email'; email: string }
  | { kind: 'id'; id: number; phoneDigits: string }
  | { kind: 'phone_number'; phoneDigits: string }
  | { kind: 'login_name'; loginName: string };

const FIRST_USER_ID = 100_000_001;
const LAST_USER_ID = 2_147_483_647;

/** A login the player chose ("change login"): a letter, then letters, digits, `.`, `_` or `-`; 3 to 30. */
export const LOGIN_NAME_PATTERN = /^[a-z][a-z0-9._-]{2,29}$/;

/**
 * A string with @ is an e-mail; digits (with an optional leading + and separators) are an account id when in
 * the id range, and otherwise a phone number; an id-shaped string may still be a phone, so both are kept.
 * Anything else shaped like a chosen login is one.
 */
export function parseLoginIdentifier(raw: string): LoginIdentifier | null {
  const login = raw.trim();
  if (login.includes('@')) return { kind: 'email', email: login.toLowerCase() };
  if (LOGIN_NAME_PATTERN.test(login.toLowerCase()))
    return { kind: 'login_name', loginName: login.toLowerCase() };
  if (!/^\+?[\d\s()-]+$/.test(login)) return null;
  const digits = login.replace(/\D/g, '');
  if (digits.length === 0 || digits.length > 20) return null;
  const asNumber = Number(digits);
  if (!login.startsWith('+') && asNumber >= FIRST_USER_ID && asNumber <= LAST_USER_ID) {
    return { kind: 'id', id: asNumber, phoneDigits: digits };
  }
  return { kind: 'phone_number', phoneDigits: digits };
}
