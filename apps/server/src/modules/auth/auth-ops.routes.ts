import { accountsOpsApi } from '@sportsbook/core/api/routes/accounts-ops.routes';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import type { RouteRegistrar } from '../../platform/http/route-registrar';
import type { AuthRecordsRepository } from './auth-records.repository';
import type { AuthService } from './auth.service';
import type { FrameTokens } from './frame-token';

/** The operator's side of auth: the event log, frame tokens, blocking. */
export function registerAuthOpsRoutes(
  routes: RouteRegistrar,
  deps: { auth: AuthService; records: AuthRecordsRepository; frameTokens: FrameTokens; clock: Clock },
): void {
  const { auth, records, frameTokens, clock } = deps;

  routes.implement(accountsOpsApi.authEvents, async ({ query }) => {
    const rows = await records.events({ userId: query.userId, limit: query.limit });
    return {
      data: rows.map((row) => ({
        id: Number(row.id),
        userId: row.user_id,
        kind: row.kind,
        loginKind: row.login_kind,
        sessionId: row.session_id,
        ip: row.ip,
        userAgent: row.user_agent,
        detail: row.detail,
        at: row.at.toISOString(),
      })),
    };
  });

  routes.implement(accountsOpsApi.mintFrameToken, async ({ body }) => {
    const user = await auth.findUser(body.userId);
    if (!user) throw new AppError('NOT_FOUND', 'No such player');
    if (user.status === 'blocked') throw new AppError('ACCOUNT_BLOCKED');
    const { token, expiresAt } = await frameTokens.mint(user.id, body.ttlSeconds);
    return { data: { xframe_token: token, expiresAt: expiresAt.toISOString() } };
  });

  const setBlocked = async (userId: number, blocked: boolean, reason: string | null) => {
    const user = await auth.findUser(userId);
    if (!user) throw new AppError('NOT_FOUND', 'No such player');
    await auth.repository.updateUser(
      userId,
      { status: blocked ? 'blocked' : 'active', blocked_reason: reason },
      clock.now(),
    );
    await auth.events.record(blocked ? 'blocked' : 'unblocked', {
      userId,
      detail: reason ? { reason } : undefined,
    });
    return { data: { userId, status: blocked ? 'blocked' : 'active' } };
  };
  routes.implement(accountsOpsApi.block, ({ params, body }) => setBlocked(params.userId, true, body.reason));
  routes.implement(accountsOpsApi.unblock, ({ params }) => setBlocked(params.userId, false, null));
}
