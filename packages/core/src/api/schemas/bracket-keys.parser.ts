const KEY = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;
const UNSAFE = new Set(['__proto__', 'prototype', 'constructor']);
const MAX_INDEX = 1000;

type Tree = Record<string, unknown>;

/**
 * Turns the flat fields of an old form-encoded body (`Events[0][GameId]=1&Summ=5`) into the nested object a
 * JSON client sends (`{ Events: [{ GameId: '1' }], Summ: '5' }`). Anything else passes unchanged. Keys that
 * could reach an object prototype, and indexes over 1000, are dropped.
 */
export function nestBracketKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const entries = Object.entries(value);
  if (!entries.some(([key]) => key.includes('['))) return value;
  const root: Tree = Object.create(null) as Tree;
  for (const [key, item] of entries) {
    const path = keyPath(key);
    if (path) assign(root, path, item);
  }
  return toArrays(root);
}

function keyPath(key: string): string[] | null {
  const match = KEY.exec(key);
  if (!match) return null;
  const segments = [
    match[1] ?? '',
    ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? ''),
  ];
  const safe = segments.every(
    (segment) => !UNSAFE.has(segment) && !(/^\d+$/.test(segment) && Number(segment) > MAX_INDEX),
  );
  return safe ? segments : null;
}

function assign(root: Tree, path: readonly string[], item: unknown): void {
  let node = root;
  path.forEach((segment, index) => {
    const key = segment === '' ? String(Object.keys(node).length) : segment;
    if (index === path.length - 1) {
      node[key] = item;
      return;
    }
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = Object.create(null) as Tree;
    node = node[key] as Tree;
  });
}

/** A node whose keys are exactly 0..n-1 becomes an array. */
function toArrays(node: unknown): unknown {
  if (typeof node !== 'object' || node === null) return node;
  const tree = node as Tree;
  const keys = Object.keys(tree);
  const converted = Object.fromEntries(keys.map((key) => [key, toArrays(tree[key])]));
  const isList = keys.length > 0 && keys.every((key, index) => key === String(index));
  return isList ? keys.map((key) => converted[key]) : { ...converted };
}
