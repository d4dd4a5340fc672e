/** A UUID in its usual text form (8-4-4-4-12 hex digits); any version, either case. */
const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Analytics ids (the device id) must be valid UUIDs; anything else is replaced by a new one (spec section 5). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_TEXT.test(value);
}
