import { z } from 'zod';
import { storedFieldSetSchema } from '../../registration/field-set.schema';
import { REGISTRATION_TYPE_NAMES } from '../../registration/registration-types';
import { defineRoute, type RouteDefinition } from '../route-definition';

const common = { envelope: 'standard', tag: 'ops', auth: 'ops', issue: 5 } as const;
const userParams = z.object({ userId: z.coerce.number().int().min(1).max(2_147_483_647) });
const partnerId = z.number().int().positive().nullable().default(null);

/** The settings documents of the accounts module an operator edits; each key has its schema on the server. */
export const ACCOUNTS_CONFIG_KEYS = ['registration', 'office_menu'] as const;

export const accountsOpsApi = {
  listFieldSets: defineRoute({
    ...common,
    id: 'ops.registration.field-sets.list',
    method: 'GET',
    path: '/ops-api/registration/field-sets',
    summary: 'Registration field sets, optionally of one type',
    query: z.object({ type: z.enum(REGISTRATION_TYPE_NAMES).optional() }),
  }),
  putFieldSet: defineRoute({
    ...common,
    id: 'ops.registration.field-sets.put',
    method: 'PUT',
    path: '/ops-api/registration/field-sets',
    summary:
      'Create or replace the field set of a type for a partner and a country (null: any); the most specific set wins',
    body: z.object({
      type: z.enum(REGISTRATION_TYPE_NAMES),
      partnerId,
      countryIso: z
        .string()
        .regex(/^[A-Za-z]{2}$/)
        .transform((code) => code.toUpperCase())
        .nullable()
        .default(null),
      fields: storedFieldSetSchema,
    }),
  }),
  deleteFieldSet: defineRoute({
    ...common,
    id: 'ops.registration.field-sets.delete',
    method: 'DELETE',
    path: '/ops-api/registration/field-sets/:id',
    summary: 'Delete a field set; the next less specific one applies',
    params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
  }),
  getConfig: defineRoute({
    ...common,
    id: 'ops.accounts.config.get',
    method: 'GET',
    path: '/ops-api/accounts/config/:key',
    summary: 'An accounts settings document (registration data and welcome offers, or the office menu)',
    params: z.object({ key: z.enum(ACCOUNTS_CONFIG_KEYS) }),
    query: z.object({ partner: z.coerce.number().int().positive().default(1) }),
  }),
  putConfig: defineRoute({
    ...common,
    id: 'ops.accounts.config.put',
    method: 'PUT',
    path: '/ops-api/accounts/config/:key',
    summary: 'Replace an accounts settings document of a partner; checked against its schema',
    params: z.object({ key: z.enum(ACCOUNTS_CONFIG_KEYS) }),
    body: z.object({ partnerId: z.number().int().positive(), value: z.unknown() }),
  }),
  block: defineRoute({
    ...common,
    id: 'ops.accounts.block',
    method: 'POST',
    path: '/ops-api/accounts/:userId/block',
    summary: 'Block a player: sessions end, logins and calls answer ACCOUNT_BLOCKED',
    params: userParams,
    body: z.object({ reason: z.string().trim().min(1).max(500) }),
  }),
  unblock: defineRoute({
    ...common,
    id: 'ops.accounts.unblock',
    method: 'POST',
    path: '/ops-api/accounts/:userId/unblock',
    summary: 'Unblock a player',
    params: userParams,
  }),
  sendMessage: defineRoute({
    ...common,
    id: 'ops.accounts.messages.send',
    method: 'POST',
    path: '/ops-api/accounts/:userId/messages',
    summary: 'Put a message in a player’s inbox',
    params: userParams,
    body: z.object({
      type: z.string().trim().min(1).max(32),
      title: z.string().trim().min(1).max(200),
      text: z.string().trim().min(1).max(4000),
    }),
  }),
  verifyPin: defineRoute({
    ...common,
    id: 'ops.accounts.verify-pin',
    method: 'POST',
    path: '/ops-api/accounts/:userId/verify-pin',
    summary: 'Check the support PIN a player reads out (getnewpincode)',
    params: userParams,
    body: z.object({
      pin: z
        .string()
        .trim()
        .regex(/^\d{4,8}$/),
    }),
  }),
  listRequests: defineRoute({
    ...common,
    id: 'ops.accounts.requests',
    method: 'GET',
    path: '/ops-api/accounts/requests',
    summary: 'Admin requests, shared ideas and block appeals, newest first',
    query: z.object({
      kind: z.enum(['admin_request', 'idea', 'block_appeal']).optional(),
      limit: z.coerce.number().int().min(1).max(500).default(100),
    }),
  }),
  authEvents: defineRoute({
    ...common,
    id: 'ops.auth.events',
    method: 'GET',
    path: '/ops-api/auth/events',
    summary: 'The auth event log (logins, failures, locks, logouts, password changes...), newest first',
    query: z.object({
      userId: z.coerce.number().int().positive().optional(),
      limit: z.coerce.number().int().min(1).max(500).default(100),
    }),
  }),
  mintFrameToken: defineRoute({
    ...common,
    id: 'ops.auth.xframe-token',
    method: 'POST',
    path: '/ops-api/auth/xframe-token',
    summary:
      'Mint an xframe_token for a player: signed, short-lived (60 s unless told, at most 300 s), single use at POST /web-api/user/xframe-auth',
    body: z.object({
      userId: z.number().int().positive(),
      ttlSeconds: z.number().int().min(5).max(300).default(60),
    }),
  }),
};

export const accountsOpsRoutes: readonly RouteDefinition[] = Object.values(accountsOpsApi);
