import { z } from 'zod';
import { betOrderViewSchema, betViewSchema } from '../../betting/bet-view.schema';
import { defineRoute, type RouteDefinition } from '../route-definition';
import { bodyInt, moneyAmount } from '../schemas/body-values.schema';

const common = { auth: 'user', envelope: 'standard', tag: 'betting', issue: 8 } as const;
const unixSeconds = bodyInt(0, 10_000_000_000);

/** Coupon history days: a number or its text; anything not numeric reads as 7 (spec section 5). */
const historyDays = z.union([z.number(), z.string().max(20)]);

const historyFilter = {
  status: z.enum(['open', 'settled', 'all']).default('all'),
  kind: z.enum(['single', 'express', 'system', 'anti']).optional(),
  days: historyDays.optional(),
  dateFrom: unixSeconds.optional(),
  dateTo: unixSeconds.optional(),
};

const oneClickSchema = z.object({
  enabled: z.boolean(),
  summ: z.string().nullable(),
  currencyId: z.number().int().nullable(),
  checkCf: z.number().int().min(0).max(2),
});

/** The bets history and the pages around it (spec section 2: bets history, by mail, clear, manager bets, powerbet). */
export const betsApi = {
  history: defineRoute({
    ...common,
    id: 'bets.history',
    method: 'POST',
    path: '/web-api/bets/history',
    summary:
      'The player’s bets, newest first: limit 50 × page, within the coupon history days (7 when not numeric) unless dates are given, hidden statuses left out',
    bodyKind: 'json',
    body: z.looseObject({
      page: bodyInt(1, 1000).default(1),
      ...historyFilter,
    }),
    response: z.object({
      data: z.object({ bets: z.array(betViewSchema), limit: z.number().int(), hasMore: z.boolean() }),
    }),
  }),
  details: defineRoute({
    ...common,
    id: 'bets.details',
    method: 'GET',
    path: '/web-api/bets/:id',
    summary: 'One of the player’s bets with its legs and, while it runs, its cash-out value',
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: z.object({ data: z.object({ bet: betViewSchema }) }),
  }),
  historyMail: defineRoute({
    ...common,
    id: 'bets.history.mail',
    method: 'POST',
    path: '/web-api/bets/history/mail',
    summary: 'Send the bets history of a period to the player’s e-mail address (through the outbox)',
    bodyKind: 'json',
    body: z.looseObject(historyFilter),
    response: z.object({ data: z.object({ queued: z.literal(true), count: z.number().int() }) }),
  }),
  historyClear: defineRoute({
    ...common,
    id: 'bets.history.clear',
    method: 'POST',
    path: '/web-api/bets/history/clear',
    summary:
      'Clear settled bets (placed before `before`, Unix s, or all) from the player’s history; they stay on record',
    bodyKind: 'json',
    body: z.looseObject({ before: unixSeconds.optional() }),
    response: z.object({ data: z.object({ cleared: z.number().int() }) }),
  }),
  manager: defineRoute({
    ...common,
    id: 'bets.manager',
    method: 'GET',
    path: '/web-api/bets/manager',
    summary: 'Manager bets: the player’s VIP bet requests and the operator’s decisions',
    response: z.object({ data: z.object({ bids: z.array(betOrderViewSchema) }) }),
  }),
  autoBets: defineRoute({
    ...common,
    id: 'bets.auto',
    method: 'GET',
    path: '/web-api/bets/auto',
    summary: 'The player’s auto bets: waiting for their price, placed, cancelled or released',
    response: z.object({ data: z.object({ orders: z.array(betOrderViewSchema) }) }),
  }),
  powerbet: defineRoute({
    ...common,
    id: 'bets.powerbet',
    method: 'GET',
    path: '/web-api/bets/powerbet',
    summary:
      'Power bet: the boost table, the maximum stake in the active currency, and the player’s power bets',
    response: z.object({
      data: z.object({
        enabled: z.boolean(),
        maxStake: z.string().nullable(),
        minLegCoef: z.number(),
        steps: z.array(z.object({ legs: z.number().int(), percent: z.number() })),
        bets: z.array(betViewSchema),
      }),
    }),
  }),
  oneClick: defineRoute({
    ...common,
    id: 'bets.one-click.get',
    method: 'GET',
    path: '/web-api/bets/one-click',
    summary: 'The stored one-click stake and price policy',
    response: z.object({ data: oneClickSchema }),
  }),
  setOneClick: defineRoute({
    ...common,
    id: 'bets.one-click.put',
    method: 'PUT',
    path: '/web-api/bets/one-click',
    summary:
      'Store the one-click stake (in the active currency) and price policy, or switch one-click off (enabled false)',
    bodyKind: 'json',
    body: z.looseObject({
      enabled: z.boolean().default(true),
      summ: moneyAmount.optional(),
      checkCf: bodyInt(0, 2).default(2),
    }),
    response: z.object({ data: oneClickSchema }),
  }),
};

export const betsRoutes: readonly RouteDefinition[] = Object.values(betsApi);
