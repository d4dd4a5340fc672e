import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { PspBehaviour } from './psp-behaviour';
import type { PspDeliveries } from './psp-deliveries';
import { PspError } from './psp-error';
import type { PspMerchantService } from './psp-merchant.service';
import type { PspStore } from './psp-store';
import { PSP_LOCALES } from './psp-text';

type Db = Kysely<Database>;

const minor = z
  .string()
  .regex(/^[1-9]\d{0,17}$/)
  .transform(BigInt);
const currency = z.string().regex(/^[A-Z0-9]{3,5}$/);
const exponent = z.number().int().min(0).max(18);
const method = z.enum(['card', 'ewallet', 'crypto']);
const reference = z.string().min(1).max(200);
const url = z
  .string()
  .regex(/^https?:\/\/\S+$/)
  .max(2000);

const paymentBody = z.object({
  amount: minor,
  currency,
  exponent,
  method,
  merchant_reference: reference,
  return_url: url,
  notification_url: url,
  display: z.enum(['window', 'frame']).default('window'),
  locale: z
    .enum(PSP_LOCALES as [string, ...string[]])
    .catch('en')
    .default('en'),
  verify_payer: z.boolean().default(false),
});
const refundBody = z.object({ amount: minor.optional(), merchant_reference: reference });
const payoutBody = z.object({
  amount: minor,
  currency,
  exponent,
  method,
  destination: z.string().trim().min(1).max(128),
  merchant_reference: reference,
  notification_url: url,
});
const behaviourBody = z
  .object({
    duplicateRate: z.number().min(0).max(1),
    reorderWindowMs: z.number().int().min(0).max(60_000),
    confirmationDelayMs: z.number().int().min(0).max(600_000),
    payoutDelayMs: z.number().int().min(0).max(600_000),
  })
  .partial();

function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const outcome = schema.safeParse(value ?? {});
  if (!outcome.success) {
    const fields = outcome.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new PspError(400, 'invalid_request', `Invalid parameters: ${fields}`);
  }
  return outcome.data;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The merchant API (`/sandbox-psp/api/v1`, bearer API key). POSTs honour an `Idempotency-Key` header: a repeat
 * with the same body answers the first response, with another body 409 `idempotency_key_reuse`.
 */
export function registerPspApi(
  psp: FastifyInstance,
  deps: {
    db: Db;
    store: PspStore;
    merchant: PspMerchantService;
    deliveries: PspDeliveries;
    clock: Clock;
    apiKey: string;
    behaviour: { get(): PspBehaviour; set(next: PspBehaviour): void };
  },
): void {
  const { db, store, merchant } = deps;

  psp.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/sandbox-psp/api/')) return;
    const presented = request.headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1] ?? '';
    if (!timingSafeEqual(digest(presented), digest(deps.apiKey))) {
      throw new PspError(401, 'authentication_required', 'A valid API key is required');
    }
  });

  async function idempotent<T>(request: FastifyRequest, endpoint: string, work: (trx: Db) => Promise<T>) {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key === '') return db.transaction().execute(work);
    const requestHash = createHash('sha256')
      .update(JSON.stringify(request.body ?? null))
      .digest('hex');
    return db.transaction().execute(async (trx) => {
      if (await store.claimKey(trx, { key, endpoint, requestHash, at: deps.clock.now() })) {
        const result = await work(trx);
        await store.storeResponse(trx, key, endpoint, 200, JSON.stringify(result));
        return result;
      }
      const stored = await store.storedKey(trx, key, endpoint);
      if (stored?.request_hash !== requestHash)
        throw new PspError(409, 'idempotency_key_reuse', 'This key was used with another request');
      if (stored.response === null)
        throw new PspError(409, 'idempotency_in_progress', 'The first request is running');
      return JSON.parse(stored.response) as T;
    });
  }

  psp.post('/api/v1/payments', (request) => {
    const body = parse(paymentBody, request.body);
    return idempotent(request, 'payments', (trx) =>
      merchant.createPayment(trx, {
        amount: body.amount,
        currency: body.currency,
        exponent: body.exponent,
        method: body.method,
        merchantReference: body.merchant_reference,
        returnUrl: body.return_url,
        notificationUrl: body.notification_url,
        display: body.display,
        locale: body.locale,
        verifyPayer: body.verify_payer,
      }),
    );
  });

  psp.get<{ Params: { id: string } }>('/api/v1/payments/:id', (request) =>
    merchant.payment(db, request.params.id),
  );

  psp.post<{ Params: { id: string } }>('/api/v1/payments/:id/refunds', (request) => {
    const body = parse(refundBody, request.body);
    return idempotent(request, `refunds:${request.params.id}`, (trx) =>
      merchant.refund(trx, request.params.id, {
        amount: body.amount ?? null,
        merchantReference: body.merchant_reference,
      }),
    );
  });

  psp.post('/api/v1/payouts', (request) => {
    const body = parse(payoutBody, request.body);
    return idempotent(request, 'payouts', (trx) =>
      merchant.createPayout(trx, {
        amount: body.amount,
        currency: body.currency,
        exponent: body.exponent,
        method: body.method,
        destination: body.destination,
        merchantReference: body.merchant_reference,
        notificationUrl: body.notification_url,
      }),
    );
  });

  psp.get<{ Params: { id: string } }>('/api/v1/payouts/:id', (request) =>
    merchant.payout(db, request.params.id),
  );

  psp.put('/api/v1/sandbox/behaviour', (request) => {
    const next = { ...deps.behaviour.get(), ...parse(behaviourBody, request.body) };
    deps.behaviour.set(next);
    return next;
  });

  psp.post<{ Params: { id: string } }>('/api/v1/sandbox/events/:id/redeliver', async (request) => {
    if (!(await deps.deliveries.redeliver(request.params.id))) {
      throw new PspError(404, 'resource_missing', `No event ${request.params.id}`);
    }
    return { redelivered: true };
  });
}
