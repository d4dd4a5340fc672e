import { hash, randomBytes } from 'node:crypto';

/** The cookie carries a random secret; the database keeps only its hash, so a leaked table opens no session. */
export function newSessionToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSessionToken(token) };
}

export function hashSessionToken(token: string): string {
  return hash('sha256', token, 'hex');
}
