/** A patch: any part of T, objects to any depth; arrays and scalars are replaced whole. */
export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

type PlainObject = Record<string, unknown>;

/** Keys a JSON patch could use to reach Object.prototype; never copied. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function isPlainObject(value: unknown): value is PlainObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Returns `base` with `patch` laid over it: objects merge key by key, anything else in the patch (arrays
 * included) replaces what was there, and `undefined` leaves it alone. Neither input is modified.
 */
export function deepMerge<T>(base: T, patch: DeepPartial<T> | undefined): T {
  if (patch === undefined) return base;
  if (!isPlainObject(base) || !isPlainObject(patch)) return patch as T;
  const merged: PlainObject = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (UNSAFE_KEYS.has(key) || value === undefined) continue;
    merged[key] = deepMerge(base[key], value);
  }
  return merged as T;
}

/** Merges layers bottom to top: the last layer wins. */
export function mergeLayers<T>(base: T, layers: readonly (DeepPartial<T> | undefined)[]): T {
  return layers.reduce<T>((acc, layer) => deepMerge(acc, layer), base);
}
