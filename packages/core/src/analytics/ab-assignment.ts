import { abSid, type AbExperiment } from './ab-experiments';

/** An AB-test entry as stored by the web and answered by ab.json. */
export interface AbTestEntry {
  readonly sid: string | number;
}

/** FNV-1a, 32 bits: cheap, stable across processes and machines, and spread well enough to split buckets. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The variant a device falls into: the same device id always lands in the same one. */
export function pickVariant(experiment: AbExperiment, deviceId: string): string {
  const total = experiment.variants.reduce((sum, variant) => sum + variant.weight, 0);
  let bucket = fnv1a(`${experiment.id}:${deviceId.toLowerCase()}`) % total;
  for (const variant of experiment.variants) {
    if (bucket < variant.weight) return variant.name;
    bucket -= variant.weight;
  }
  throw new Error(`experiment ${experiment.id} has no weight`);
}

/**
 * The device's AB tests (ANA-09): one entry per running experiment. A variant the device already has (from the
 * `state` it sent) is kept while that experiment and variant still run, so changing weights never moves
 * someone mid-test; otherwise the variant is picked from the device id. Entries of ended tests are dropped.
 */
export function assignAbTests(
  experiments: readonly AbExperiment[],
  deviceId: string,
  state: readonly AbTestEntry[] = [],
): AbTestEntry[] {
  const held = new Set(state.map((entry) => String(entry.sid)));
  return experiments.map((experiment) => {
    const kept = experiment.variants.find(
      (variant) => variant.weight > 0 && held.has(abSid(experiment.id, variant.name)),
    );
    return { sid: abSid(experiment.id, kept?.name ?? pickVariant(experiment, deviceId)) };
  });
}
