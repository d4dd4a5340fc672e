import { z } from 'zod';
import { colourSchema, languageCodeSchema, timeOfDaySchema } from './config-fields.schema';

export const supportSectionSchema = z.object({
  /** Hours the live chat is staffed, in the operator's time zone; equal start and end mean round the clock. */
  timeStart: timeOfDaySchema,
  timeEnd: timeOfDaySchema,
  consultantColors: z.object({ accent: colourSchema, background: colourSchema, text: colourSchema }),
  /** Chat consultant (queue) per language, and the one used for any other language. */
  consultantIds: z.object({
    default: z.string().min(1),
    byLanguage: z.record(languageCodeSchema, z.string().min(1)),
  }),
  apiVersion: z.union([z.literal(3), z.literal(2)]),
  isoLanguage: languageCodeSchema,
});
export type SupportSection = z.infer<typeof supportSectionSchema>;

export const SUPPORT_SECTION_DEFAULTS: SupportSection = {
  timeStart: '00:00',
  timeEnd: '00:00',
  consultantColors: { accent: '#1e6fd9', background: '#ffffff', text: '#1a1f2b' },
  consultantIds: { default: 'support-en', byLanguage: { ru: 'support-ru', ar: 'support-ar' } },
  apiVersion: 3,
  isoLanguage: 'en',
};
