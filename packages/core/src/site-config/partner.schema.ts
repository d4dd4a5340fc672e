import { z } from 'zod';

/** A brand the platform serves; its configuration layers sit on top of the defaults. */
export const partnerSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1).max(100),
  domain: z.string().min(1).max(253),
  /** Referral (affiliate) id sent with requests that need it. */
  refId: z.number().int().nonnegative(),
  groupId: z.number().int().nonnegative(),
});
export type Partner = z.infer<typeof partnerSchema>;
