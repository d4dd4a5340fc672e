import { z } from 'zod';
import { queryBool, queryObject, queryText } from '../schemas/query-values.schema';
import { routeFamily } from './route-family';

const registration = routeFamily({
  idPrefix: 'registration',
  pathPrefix: '/web-api/registration',
  tag: 'registration',
  envelope: 'standard',
  method: 'GET',
});

/** Type names as the server lists them (fast_reg, phone_reg, full_reg, soc_reg, short_reg, v1 variants). */
const registrationType = z
  .string()
  .trim()
  .regex(/^[a-z0-9_-]{1,32}$/);
const bonusQuery = queryObject({ bonus: queryText(64).optional() });

/** Registration (spec section 7). The submit call is not in the spec: the accounts issue designs it. */
export const registrationApi = {
  data: registration('data', {
    method: 'POST',
    path: '/web-api/registration',
    auth: 'guest',
    issue: 5,
    summary: 'Registration data: tabs, banner, bonuses, minimum ages, additionalConfig',
    query: queryObject({ isWidget: queryBool.optional(), section: queryText(64).optional() }),
    responseDescription:
      'hasFirstDeposit, percentFirstDeposit, minAgesInCountries, bonusAmount, additionalConfig, and tabs, banner, bonuses where present',
  }),
  types: registration('v1.types', {
    path: '/web-api/api/web/registration/v1/types',
    auth: 'guest',
    issue: 5,
    summary: 'Registration types, one tab each',
    bodyKind: 'jsonapi',
    responseDescription: '{ data: { attributes: { types: [type names] } } }',
  }),
  welcomeBonuses: registration('welcome-bonuses', {
    id: 'bonuses.welcome-bonuses',
    path: '/web-api/api/v3/bonuses/welcome-bonuses',
    auth: 'guest',
    issue: 5,
    summary: 'Welcome bonus offers, optionally for a bonus code',
    query: bonusQuery,
    responseDescription: '{ data: [{ id, attributes }] }',
  }),
  fields: registration('fields', {
    method: 'POST',
    auth: 'guest',
    issue: 5,
    summary: 'Fields and banners of a registration type (older format)',
    query: bonusQuery,
    body: z.looseObject({
      type: registrationType.optional(),
      params: z.looseObject({ type: registrationType }).optional(),
    }),
  }),
  fieldsV1: registration('v1.fields', {
    path: '/web-api/api/web/registration/v1/fields/:type',
    auth: 'guest',
    issue: 5,
    summary: 'Fields of a registration type (JSON:API)',
    bodyKind: 'jsonapi',
    params: z.object({ type: registrationType }),
    responseDescription: '{ data: { attributes: { fields, relation_fields } } }',
  }),
};

export const registrationRoutes = Object.values(registrationApi);
