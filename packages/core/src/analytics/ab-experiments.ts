import { z } from 'zod';

const slug = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'lower-case letters, digits and hyphens');

/**
 * An AB test (ANA-09): its id, and its variants with integer weights (a variant's share is its weight over the
 * sum). A device gets one variant of each running test; its sid is `<id>:<variant>` (`checkout-v2:b`), which
 * the web stores and sends with every analytics batch. Listing a test starts it; removing it ends it, and the
 * next assignment drops its sid.
 */
export const abExperimentSchema = z
  .object({
    id: slug(40),
    variants: z
      .array(z.object({ name: slug(16), weight: z.number().int().min(0).max(10_000) }))
      .min(1)
      .max(20),
  })
  .refine((experiment) => experiment.variants.some((variant) => variant.weight > 0), {
    message: 'at least one variant needs a weight above 0',
    path: ['variants'],
  })
  .refine(
    (experiment) => new Set(experiment.variants.map((v) => v.name)).size === experiment.variants.length,
    {
      message: 'variant names must differ',
      path: ['variants'],
    },
  );
export type AbExperiment = z.infer<typeof abExperimentSchema>;

export const abExperimentsSchema = z
  .array(abExperimentSchema)
  .max(50)
  .refine((list) => new Set(list.map((experiment) => experiment.id)).size === list.length, {
    message: 'experiment ids must differ',
  });

/** Served when the operator configured none (AB_EXPERIMENTS): one even two-way test to show the mechanism. */
export const DEFAULT_AB_EXPERIMENTS: readonly AbExperiment[] = [
  {
    id: 'checkout-v2',
    variants: [
      { name: 'a', weight: 50 },
      { name: 'b', weight: 50 },
    ],
  },
];

export function abSid(experimentId: string, variant: string): string {
  return `${experimentId}:${variant}`;
}
