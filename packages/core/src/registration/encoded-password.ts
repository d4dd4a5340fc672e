/**
 * Passwords travel base64-encoded (spec section 5, VAL-17): UTF-8 bytes in standard base64. The one-click
 * registration's "encoded password" is the same encoding.
 */
export function encodePassword(password: string): string {
  const bytes = new TextEncoder().encode(password);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The password, or undefined when the text is not base64 of UTF-8. */
export function decodePassword(encoded: string): string | undefined {
  if (!BASE64.test(encoded)) return undefined;
  const binary = atob(encoded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
