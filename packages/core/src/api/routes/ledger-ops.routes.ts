import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../route-definition';
import { bodyId, moneyAmount, requiredText } from '../schemas/body-values.schema';

const common = { auth: 'ops', envelope: 'standard', tag: 'ops', issue: 7 } as const;
const idParams = z.object({ id: z.coerce.number().int().positive() });
/** Chosen by the caller and reused on retry: a repeat with the same parameters answers the first result. */
const idempotencyKey = requiredText(200).meta({
  description: 'idempotency key: a repeat answers the first result',
});
const minorText = z.string().regex(/^-?\d+$/);

const breachSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('unbalanced_transaction'),
    transactionId: z.number(),
    currency: z.string(),
    sumMinor: minorText,
  }),
  z.object({ kind: z.literal('empty_transaction'), transactionId: z.number() }),
  z.object({
    kind: z.literal('orphan_posting'),
    postingId: z.number(),
    transactionId: z.number(),
    accountId: z.number(),
    missing: z.enum(['transaction', 'account']),
  }),
  z.object({
    kind: z.literal('balance_mismatch'),
    accountId: z.number(),
    cachedMinor: minorText,
    postedMinor: minorText,
  }),
  z.object({
    kind: z.literal('reserved_mismatch'),
    accountId: z.number(),
    cachedMinor: minorText,
    pendingMinor: minorText,
  }),
  z.object({
    kind: z.literal('negative_balance'),
    accountId: z.number(),
    balanceMinor: minorText,
    reservedMinor: minorText,
  }),
]);

export const ledgerCheckReportSchema = z.object({
  ok: z.boolean(),
  checkedAt: z.string(),
  transactions: z.number().int(),
  postings: z.number().int(),
  accounts: z.number().int(),
  /** At most 100 of each kind. */
  breaches: z.array(breachSchema),
});
export type LedgerCheckReport = z.infer<typeof ledgerCheckReportSchema>;
export type LedgerBreach = z.infer<typeof breachSchema>;

const ledgerAccountSchema = z.object({
  id: z.number(),
  kind: z.string(),
  userId: z.number().nullable(),
  currency: z.string(),
  balanceMinor: minorText,
  reservedMinor: minorText,
  balance: z.string(),
  closed: z.boolean(),
});

const movementResponse = z.object({
  data: z.object({
    transactionId: z.number(),
    accountId: z.number(),
    currency: z.string(),
    balance: z.string(),
    balanceMinor: minorText,
  }),
});

export const ledgerOpsApi = {
  check: defineRoute({
    ...common,
    id: 'ops.ledger.check',
    method: 'GET',
    path: '/ops-api/ledger/check',
    summary:
      'Verify the ledger: every transaction sums to zero per currency, every cached balance equals its postings, no wallet below zero',
    response: z.object({ data: ledgerCheckReportSchema }),
  }),
  adjust: defineRoute({
    ...common,
    id: 'ops.ledger.adjustments',
    method: 'POST',
    path: '/ops-api/ledger/adjustments',
    summary:
      'Credit or debit a player’s currency account (the active one unless currencyId is given) with a reason, through the ledger',
    bodyKind: 'json',
    body: z.object({
      userId: bodyId,
      currencyId: bodyId.optional(),
      direction: z.enum(['credit', 'debit']),
      amount: moneyAmount,
      reason: requiredText(500),
      idempotencyKey,
    }),
    response: movementResponse,
  }),
  reverse: defineRoute({
    ...common,
    id: 'ops.ledger.transactions.reverse',
    method: 'POST',
    path: '/ops-api/ledger/transactions/:id/reverse',
    summary: 'Correct a transaction with one that reverses each of its postings (once per transaction)',
    params: idParams,
    bodyKind: 'json',
    body: z.object({ reason: requiredText(500), idempotencyKey }),
    response: z.object({ data: z.object({ transactionId: z.number(), reversesId: z.number() }) }),
  }),
  transaction: defineRoute({
    ...common,
    id: 'ops.ledger.transactions.get',
    method: 'GET',
    path: '/ops-api/ledger/transactions/:id',
    summary: 'A ledger transaction with its postings',
    params: idParams,
    response: z.object({
      data: z.object({
        id: z.number(),
        kind: z.string(),
        reference: z.string().nullable(),
        memo: z.string().nullable(),
        reversesId: z.number().nullable(),
        reversedById: z.number().nullable(),
        createdAt: z.string(),
        postings: z.array(z.object({ accountId: z.number(), currency: z.string(), amountMinor: minorText })),
      }),
    }),
  }),
  accounts: defineRoute({
    ...common,
    id: 'ops.ledger.accounts',
    method: 'GET',
    path: '/ops-api/ledger/accounts',
    summary: 'A player’s ledger accounts (currency, bonus, points, advance credit) with balances and holds',
    query: z.object({ userId: z.coerce.number().int().positive() }),
    response: z.object({ data: z.object({ accounts: z.array(ledgerAccountSchema) }) }),
  }),
};

export const ledgerOpsRoutes: readonly RouteDefinition[] = Object.values(ledgerOpsApi);
