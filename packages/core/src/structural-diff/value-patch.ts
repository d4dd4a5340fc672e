/**
 * A patch from one JSON value to another that names only what changed: an object lists its changed and
 * removed keys, an array its changed indexes and new length, anything else is replaced. Applying it copies
 * only the path to each change, so the result shares every unchanged part with the value it was applied to.
 * The engine publishes a changed game this way instead of whole, so every process parses a few outcomes
 * instead of the game's hundreds of fields.
 */
export type ValuePatch =
  | { readonly $: unknown }
  | { readonly o: Readonly<Record<string, ValuePatch>>; readonly d?: readonly string[] }
  | { readonly a: readonly (readonly [number, ValuePatch])[]; readonly n: number };

type JsonObject = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function diffArrays(before: readonly unknown[], after: readonly unknown[]): ValuePatch | undefined {
  const changed: [number, ValuePatch][] = [];
  for (let i = 0; i < after.length; i++) {
    const patch = i < before.length ? diffValues(before[i], after[i]) : { $: after[i] };
    if (patch) changed.push([i, patch]);
  }
  return changed.length > 0 || before.length !== after.length ? { a: changed, n: after.length } : undefined;
}

/** JSON drops keys whose value is undefined, so they count as absent on both sides. */
function diffObjects(before: JsonObject, after: JsonObject): ValuePatch | undefined {
  const changed: Record<string, ValuePatch> = {};
  let any = false;
  for (const key of Object.keys(after)) {
    const value = after[key];
    if (value === undefined) continue;
    const patch = before[key] === undefined ? { $: value } : diffValues(before[key], value);
    if (patch) {
      changed[key] = patch;
      any = true;
    }
  }
  const removed = Object.keys(before).filter((key) => before[key] !== undefined && after[key] === undefined);
  if (!any && removed.length === 0) return undefined;
  return removed.length > 0 ? { o: changed, d: removed } : { o: changed };
}

/** The patch that turns `before` into `after`, or undefined when they are equal as JSON. */
export function diffValues(before: unknown, after: unknown): ValuePatch | undefined {
  if (before === after) return undefined;
  if (Array.isArray(before) && Array.isArray(after)) return diffArrays(before, after);
  if (isObject(before) && isObject(after)) return diffObjects(before, after);
  return { $: after };
}

/** `base` with the patch applied; `base` itself is left as it was. */
export function applyPatch(base: unknown, patch: ValuePatch): unknown {
  if ('$' in patch) return patch.$;
  if ('o' in patch) {
    const copy: Record<string, unknown> = isObject(base) ? { ...base } : {};
    for (const [key, inner] of Object.entries(patch.o)) copy[key] = applyPatch(copy[key], inner);
    for (const key of patch.d ?? []) delete copy[key];
    return copy;
  }
  const copy = Array.isArray(base) ? base.slice(0, patch.n) : [];
  for (const [index, inner] of patch.a) copy[index] = applyPatch(copy[index], inner);
  if (copy.length !== patch.n) throw new Error(`array patch leaves ${copy.length} items, not ${patch.n}`);
  return copy;
}
