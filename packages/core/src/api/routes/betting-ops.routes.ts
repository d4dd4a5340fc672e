import { z } from 'zod';
import { betOrderViewSchema, betViewSchema } from '../../betting/bet-view.schema';
import { defineRoute, type RouteDefinition } from '../route-definition';
import { requiredText } from '../schemas/body-values.schema';

const common = { auth: 'ops', envelope: 'standard', tag: 'ops', issue: 8 } as const;
const idParams = z.object({ id: z.coerce.number().int().positive() });
const vipBid = betOrderViewSchema.extend({ userId: z.number().int(), countryIso: z.string().nullable() });

/** The operator's side of betting: the VIP bet queue by country, and a player's bets. */
export const bettingOpsApi = {
  vipBids: defineRoute({
    ...common,
    id: 'ops.betting.vip-bids',
    method: 'GET',
    path: '/ops-api/betting/vip-bids',
    summary: 'The VIP bet requests waiting for an operator, oldest first, of one country (ISO) or all',
    query: z.object({
      country: z
        .string()
        .regex(/^[A-Za-z]{2}$/)
        .transform((iso) => iso.toUpperCase())
        .optional(),
      status: z.enum(['waiting', 'placed', 'declined', 'refused']).default('waiting'),
    }),
    response: z.object({ data: z.object({ bids: z.array(vipBid) }) }),
  }),
  acceptVipBid: defineRoute({
    ...common,
    id: 'ops.betting.vip-bids.accept',
    method: 'POST',
    path: '/ops-api/betting/vip-bids/:id/accept',
    summary: 'Accept a VIP bet request: the bet is placed at the current prices with the held stake',
    params: idParams,
    bodyKind: 'json',
    body: z.object({}).optional(),
    response: z.object({ data: z.object({ bid: vipBid }) }),
  }),
  declineVipBid: defineRoute({
    ...common,
    id: 'ops.betting.vip-bids.decline',
    method: 'POST',
    path: '/ops-api/betting/vip-bids/:id/decline',
    summary: 'Decline a VIP bet request: the held stake is released',
    params: idParams,
    bodyKind: 'json',
    body: z.object({ reason: requiredText(500) }),
    response: z.object({ data: z.object({ bid: vipBid }) }),
  }),
  bets: defineRoute({
    ...common,
    id: 'ops.betting.bets',
    method: 'GET',
    path: '/ops-api/betting/bets',
    summary: 'A player’s bets, newest first, cleared ones included',
    query: z.object({
      userId: z.coerce.number().int().positive(),
      limit: z.coerce.number().int().min(1).max(1000).default(100),
    }),
    response: z.object({ data: z.object({ bets: z.array(betViewSchema) }) }),
  }),
};

export const bettingOpsRoutes: readonly RouteDefinition[] = Object.values(bettingOpsApi);
