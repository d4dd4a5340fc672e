/** A fresh idempotency key for one money request; the same request retried keeps it. */
export function newRand(): string {
  return crypto.randomUUID();
}
