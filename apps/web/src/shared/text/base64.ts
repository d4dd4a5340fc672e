/** UTF-8 text as base64: passwords travel encoded (spec section 5), whatever script they are typed in. */
export function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
