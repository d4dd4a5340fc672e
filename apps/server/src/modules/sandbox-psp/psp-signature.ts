import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How the sandbox provider signs its webhooks, as a provider's SDK would publish it: the header carries the
 * time and an HMAC-SHA256 of `<time>.<raw body>` under the merchant's webhook secret. The time bounds replays of
 * a captured request; the event id makes a replay within the bound harmless.
 */
export const PSP_SIGNATURE_HEADER = 'x-sandbox-psp-signature';
export const SIGNATURE_TOLERANCE_SEC = 300;

function digest(secret: string, timestampSec: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestampSec}.${body}`).digest('hex');
}

export function signPayload(secret: string, body: string, timestampSec: number): string {
  return `t=${timestampSec},v1=${digest(secret, timestampSec, body)}`;
}

/** True when the header signs exactly this body with this secret, within the tolerance of `nowSec`. */
export function verifySignature(
  secret: string,
  body: string,
  header: string | undefined,
  nowSec: number,
  toleranceSec = SIGNATURE_TOLERANCE_SEC,
): boolean {
  const parts = new Map(
    (header ?? '').split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestampSec = Number(parts.get('t'));
  const presented = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(timestampSec) || Math.abs(nowSec - timestampSec) > toleranceSec) return false;
  if (!/^[0-9a-f]{64}$/.test(presented)) return false;
  return timingSafeEqual(
    Buffer.from(digest(secret, timestampSec, body), 'hex'),
    Buffer.from(presented, 'hex'),
  );
}
