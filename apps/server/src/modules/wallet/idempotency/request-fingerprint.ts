import { hash } from 'node:crypto';

/** JSON with object keys sorted at every depth, so the same parameters always give the same text. */
function canonicalJson(value: unknown): string {
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The request's parameters as a digest: a repeat of a key must carry the same one. */
export function requestFingerprint(params: unknown): string {
  return hash('sha256', canonicalJson(params), 'hex');
}
