import {
  dictionaryByLangResponseSchema,
  dictionaryUnitContentSchema,
  dictionaryUnitsResponseSchema,
  genfilesParamsSchema,
  translationLanguageParamsSchema,
} from '../../i18n/translation.contract';
import { defineRoute, type RouteDefinition } from '../route-definition';

const common = { envelope: 'standard', issue: 2, auth: 'guest', tag: 'translation', method: 'GET' } as const;

export const dictionaryByLangRoute = defineRoute({
  ...common,
  id: 'translation.byLang',
  path: '/translation-api/by-lang/:lang',
  summary: 'The whole dictionary of a language as JSON text; English when the language has none (CFG-12)',
  params: translationLanguageParamsSchema,
  response: dictionaryByLangResponseSchema,
});

export const dictionaryUnitsRoute = defineRoute({
  ...common,
  id: 'translation.units',
  path: '/translation-api/api/external/v2/unit/language/:lang',
  summary: 'Dictionary unit id -> content-hashed path of a language (CFG-13)',
  params: translationLanguageParamsSchema,
  response: dictionaryUnitsResponseSchema,
});

export const dictionaryFileRoute = defineRoute({
  ...common,
  id: 'translation.genfiles',
  path: '/genfiles/web-app-v2/*',
  summary: 'One dictionary unit at the path the unit call gave; immutable, cached for long (CFG-13)',
  params: genfilesParamsSchema,
  response: dictionaryUnitContentSchema,
});

export const translationRoutes: readonly RouteDefinition[] = [
  dictionaryByLangRoute,
  dictionaryUnitsRoute,
  dictionaryFileRoute,
];
