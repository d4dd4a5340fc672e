import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/http/app-error';
import { serviceKey } from '../../../platform/service-registry';
import type { IdempotencyRepository } from './idempotency.repository';
import { requestFingerprint } from './request-fingerprint';

export interface IdempotentRequest {
  /** Keeps keys of different callers apart: `ops.adjustment`, `bet:<userId>`, `payment:<provider>`. */
  readonly scope: string;
  /** Chosen by the client (betGUID, payment id, provider transaction id) and reused on retry. */
  readonly key: string;
  /** What the request asks for; a repeat must ask for the same (compared as a digest of canonical JSON). */
  readonly params: unknown;
}

export interface IdempotencyService {
  /**
   * Runs `work` once per (scope, key), inside the caller's transaction `trx`, and stores its result there, so
   * the key is recorded exactly when the work commits. A repeat with the same parameters gets the stored result
   * and runs nothing, also when it arrives while the first is still running (it waits for that commit); a repeat
   * with other parameters gets 409 IDEMPOTENCY_CONFLICT. When `work` throws, nothing is stored, so a later
   * repeat runs it again: refusals such as insufficient funds are answered afresh.
   *
   * The result must be plain JSON; every caller, the first included, gets it as read back from JSON.
   */
  once<T>(trx: Kysely<Database>, request: IdempotentRequest, work: () => Promise<T>): Promise<T>;
}

export const IDEMPOTENCY_SERVICE = serviceKey<IdempotencyService>('idempotency');

export function createIdempotencyService(
  repository: IdempotencyRepository,
  clock: Clock,
): IdempotencyService {
  return {
    async once<T>(trx: Kysely<Database>, request: IdempotentRequest, work: () => Promise<T>): Promise<T> {
      const fingerprint = requestFingerprint(request.params);
      const claimed = await repository.claim(trx, { ...request, fingerprint, at: clock.now() });
      if (!claimed) {
        const stored = await repository.find(trx, request.scope, request.key);
        if (!stored || stored.response === null)
          throw new AppError('CONFLICT', 'The first request with this key is still running');
        if (stored.fingerprint !== fingerprint) throw new AppError('IDEMPOTENCY_CONFLICT');
        return JSON.parse(stored.response) as T;
      }
      let result: T;
      try {
        result = await work();
      } catch (error) {
        // Normally the caller rolls back and the claim goes with it; a caller that catches and commits must not
        // leave the key claimed with no response, refusing every repeat. (An aborted transaction refuses this too.)
        await repository.release(trx, request.scope, request.key).catch(() => undefined);
        throw error;
      }
      const json = JSON.stringify(result) ?? 'null';
      await repository.saveResponse(trx, request.scope, request.key, json);
      return JSON.parse(json) as T;
    },
  };
}
