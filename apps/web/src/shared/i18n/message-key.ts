/**
 * The spec's message keys (`main_ok`, `required`, `main_error_server`, ...) are kept exactly as written; in the
 * dictionaries they sit under `messages.`, since every dictionary key has a namespace (`feature.phrase`).
 */
export function messageKey(specKey: string): string {
  return `messages.${specKey}`;
}
