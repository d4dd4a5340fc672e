/**
 * What "empty" means for `required` and for the rules that skip empty values: nothing, blank text, an
 * empty list, or an unticked box (`false`), so a required agree-policy checkbox must be ticked.
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The value as text for length and pattern rules; numbers are written plainly. */
export function valueAsText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}
