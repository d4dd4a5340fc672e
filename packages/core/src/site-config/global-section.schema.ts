import { z } from 'zod';
import { DEFAULT_SCROLL_TO_TOP_SCREENS, DEFAULT_SCROLL_TO_TOP_TYPE } from '../constants/defaults.constants';
import { countryIdSchema } from './config-fields.schema';

export const globalSectionSchema = z.object({
  name: z.string().min(1),
  domain: z.string().min(1),
  legalCompanyName: z.string(),
  gamesName: z.string(),
  /** Countries whose phone field takes digits without a mask. */
  countryIdsWithoutPhoneMask: z.array(countryIdSchema),
  scrollToTopButton: z.object({
    enabled: z.boolean(),
    type: z.enum([DEFAULT_SCROLL_TO_TOP_TYPE]),
    showAfterScreens: z.number().positive(),
  }),
  /** Sent as M-Project-Id with analytics so one collector can tell builds apart. */
  buildProjectId: z.number().int().nonnegative(),
});
export type GlobalSection = z.infer<typeof globalSectionSchema>;

export const GLOBAL_SECTION_DEFAULTS: GlobalSection = {
  name: 'Sportsbook',
  domain: 'localhost',
  legalCompanyName: 'Sportsbook Operations Ltd',
  gamesName: 'Sportsbook Games',
  countryIdsWithoutPhoneMask: [],
  scrollToTopButton: {
    enabled: true,
    type: DEFAULT_SCROLL_TO_TOP_TYPE,
    showAfterScreens: DEFAULT_SCROLL_TO_TOP_SCREENS,
  },
  buildProjectId: 1,
};
