export const INVALID_TOKEN_MESSAGE = 'invalid token';

export class InvalidTokenError extends Error {
  override readonly name = 'InvalidTokenError';

  constructor() {
    super(INVALID_TOKEN_MESSAGE);
  }
}

/** The claims of a JWT (its middle part, base64url JSON); anything else is an invalid token. */
export function decodeToken(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload || token.split('.').length !== 3) throw new InvalidTokenError();
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(
      atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')),
    );
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) throw new InvalidTokenError();
    return claims as Record<string, unknown>;
  } catch {
    throw new InvalidTokenError();
  }
}
