/**
 * RFC 4226 HOTP and RFC 6238 TOTP. The HMAC is passed in so this stays free of platform APIs (the server
 * gives node:crypto's); Base32 (RFC 4648, no padding) is the form authenticator apps read secrets in.
 */
export type HmacSha1 = (key: Uint8Array, message: Uint8Array) => Uint8Array;

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes Base32, ignoring case, spaces and padding; undefined for any other character. */
export function base32Decode(text: string): Uint8Array | undefined {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) return undefined;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

/** The RFC 4226 one-time password of a counter. */
export function hotp(hmac: HmacSha1, key: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = new Uint8Array(8);
  new DataView(message.buffer).setBigUint64(0, BigInt(counter));
  const mac = hmac(key, message);
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary =
    ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The RFC 6238 time step of a moment. */
export function totpStep(atMs: number, periodSeconds = TOTP_PERIOD_SECONDS): number {
  return Math.floor(atMs / 1000 / periodSeconds);
}

export function totp(hmac: HmacSha1, key: Uint8Array, atMs: number, digits = TOTP_DIGITS): string {
  return hotp(hmac, key, totpStep(atMs), digits);
}

/**
 * The step a typed code belongs to, looking one step either side for clock drift, or undefined when it
 * matches none. Returning the step lets the caller refuse a code of a step already used (replay).
 */
export function matchTotpStep(
  hmac: HmacSha1,
  key: Uint8Array,
  code: string,
  atMs: number,
  window = 1,
): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const now = totpStep(atMs);
  for (let step = now - window; step <= now + window; step += 1)
    if (hotp(hmac, key, step) === code) return step;
  return undefined;
}

/** The otpauth:// link authenticator apps scan (Key Uri Format): SHA-1, 6 digits, 30 seconds. */
export function otpauthUri(input: { issuer: string; account: string; secret: string }): string {
  const label = `${encodeURIComponent(input.issuer)}:${encodeURIComponent(input.account)}`;
  const query = new URLSearchParams({
    secret: input.secret,
    issuer: input.issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
