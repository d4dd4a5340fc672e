import { z } from 'zod';

export const translationLanguageParamsSchema = z.object({ lang: z.string().min(1).max(35) });

/** `dictionaryMap` is the dictionary as JSON text (spec section 7); `fallback` says English was served instead. */
export const dictionaryByLangResponseSchema = z.object({
  data: z.object({
    attributes: z.object({
      dictionaryMap: z.string(),
      version: z.string(),
      language: z.string(),
      fallback: z.boolean(),
    }),
  }),
});

/** Dictionary unit id -> path under /genfiles/web-app-v2/ (the content hash is part of the path). */
export const dictionaryUnitsResponseSchema = z.object({ data: z.record(z.string(), z.string()) });

export const genfilesParamsSchema = z.object({ '*': z.string().min(1).max(200) });

export const dictionaryUnitContentSchema = z.record(z.string(), z.string());
