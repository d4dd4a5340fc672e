import { z } from 'zod';
import {
  currenciesResponseSchema,
  currencyCodeParamsSchema,
  currencyResponseSchema,
  updateCurrencyBodySchema,
} from '../../reference/currency.contract';
import { partnerSchema } from '../../site-config/partner.schema';
import {
  layerIdParamsSchema,
  partnerResponseSchema,
  partnersResponseSchema,
  putSiteConfigLayerBodySchema,
  siteConfigLayerSchema,
  siteConfigLayersQuerySchema,
  siteConfigQuerySchema,
  siteConfigResponseSchema,
} from '../../site-config/site-config.contract';
import { defineRoute, type RouteDefinition } from '../route-definition';

const common = { envelope: 'standard', issue: 2 } as const;

export const getSiteConfigRoute = defineRoute({
  ...common,
  id: 'siteconfig.get',
  method: 'GET',
  path: '/web-api/site-config',
  auth: 'guest',
  tag: 'site-config',
  summary: 'Site configuration for a partner, country and language, with its derived values (CFG-01)',
  query: siteConfigQuerySchema,
  response: siteConfigResponseSchema,
});

export const listSiteConfigLayersRoute = defineRoute({
  ...common,
  id: 'siteconfig.layers.list',
  method: 'GET',
  path: '/ops-api/site-config/layers',
  auth: 'ops',
  tag: 'ops',
  summary: 'Configuration layers, optionally of one partner',
  query: siteConfigLayersQuerySchema,
  response: z.object({ data: z.array(siteConfigLayerSchema) }),
});

export const putSiteConfigLayerRoute = defineRoute({
  ...common,
  id: 'siteconfig.layers.put',
  method: 'PUT',
  path: '/ops-api/site-config/layers',
  auth: 'ops',
  tag: 'ops',
  summary: 'Create or replace the layer of a partner, country and language; applies at once',
  bodyKind: 'json',
  body: putSiteConfigLayerBodySchema,
  response: z.object({ data: siteConfigLayerSchema }),
});

export const deleteSiteConfigLayerRoute = defineRoute({
  ...common,
  id: 'siteconfig.layers.delete',
  method: 'DELETE',
  path: '/ops-api/site-config/layers/:id',
  auth: 'ops',
  tag: 'ops',
  summary: 'Delete a configuration layer',
  params: layerIdParamsSchema,
  response: z.object({ data: z.object({ id: z.number().int() }) }),
});

export const listPartnersRoute = defineRoute({
  ...common,
  id: 'siteconfig.partners.list',
  method: 'GET',
  path: '/ops-api/partners',
  auth: 'ops',
  tag: 'ops',
  summary: 'Partners (brands) served by this platform',
  response: partnersResponseSchema,
});

export const putPartnerRoute = defineRoute({
  ...common,
  id: 'siteconfig.partners.put',
  method: 'PUT',
  path: '/ops-api/partners',
  auth: 'ops',
  tag: 'ops',
  summary: 'Create or update a partner by id',
  bodyKind: 'json',
  body: partnerSchema,
  response: partnerResponseSchema,
});

export const listCurrenciesRoute = defineRoute({
  ...common,
  id: 'reference.currencies.list',
  method: 'GET',
  path: '/ops-api/reference/currencies',
  auth: 'ops',
  tag: 'ops',
  summary: 'Every currency with its coefficient, minimum bet and hide flag',
  response: currenciesResponseSchema,
});

export const updateCurrencyRoute = defineRoute({
  ...common,
  id: 'reference.currencies.put',
  method: 'PUT',
  path: '/ops-api/reference/currencies/:code',
  auth: 'ops',
  tag: 'ops',
  summary: 'Set a currency conversion coefficient, minimum bet (minor units) or hide flag',
  bodyKind: 'json',
  params: currencyCodeParamsSchema,
  body: updateCurrencyBodySchema,
  response: currencyResponseSchema,
});

export const siteConfigRoutes: readonly RouteDefinition[] = [
  getSiteConfigRoute,
  listSiteConfigLayersRoute,
  putSiteConfigLayerRoute,
  deleteSiteConfigLayerRoute,
  listPartnersRoute,
  putPartnerRoute,
  listCurrenciesRoute,
  updateCurrencyRoute,
];
