import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { Clock } from '../clock';
import { AppError } from './app-error';

export const OPS_PREFIX = '/ops-api/';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Compares digests so neither the length nor the content of the token leaks through timing. */
export function isOpsToken(header: string | undefined, opsToken: string): boolean {
  const presented = header?.match(/^Bearer\s+(.+)$/i)?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(opsToken));
}

/**
 * Every /ops-api/ request needs the operator bearer token before routing, so unknown operator paths reveal
 * nothing; every answered operator call is written to the audit trail.
 */
export function installOpsGuard(
  app: FastifyInstance,
  deps: { opsToken: string; db: Kysely<Database>; clock: Clock },
): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(OPS_PREFIX)) return;
    if (!isOpsToken(request.headers.authorization, deps.opsToken)) throw new AppError('OPS_TOKEN_INVALID');
  });
  // Written before the handler runs, so no operator action can happen unaudited; the status follows.
  const auditIds = new WeakMap<object, bigint>();
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith(OPS_PREFIX)) return;
    const row = await deps.db
      .insertInto('ops_audit')
      .values({
        at: deps.clock.now(),
        method: request.method,
        path: request.url.slice(0, 2000),
        status: 0,
        ip: request.ip,
        body: request.body === undefined ? null : JSON.stringify(request.body),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    auditIds.set(request, row.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const id = auditIds.get(request);
    if (id === undefined) return;
    await deps.db.updateTable('ops_audit').set({ status: reply.statusCode }).where('id', '=', id).execute();
  });
}
