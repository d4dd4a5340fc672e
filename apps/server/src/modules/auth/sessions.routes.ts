import { officeApi } from '@sportsbook/core/api/routes/officeapi.routes';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import type { RouteRegistrar } from '../../platform/http/route-registrar';
import type { SessionRecord } from './auth.repository';
import type { AuthService } from './auth.service';
import { userAgentSummary } from './user-agent-summary';

/** Most live sessions a list shows; a player rarely has more than a handful. */
const ACTIVE_LIMIT = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toSessionItem(session: SessionRecord, current: AuthUser) {
  return {
    session_id: session.id,
    is_current: session.id === current.sessionId,
    login_kind: session.login_kind,
    ip: session.ip,
    device: userAgentSummary(session.user_agent),
    user_agent: session.user_agent,
    created_at: session.created_at.toISOString(),
    last_seen_at: session.last_seen_at.toISOString(),
    expires_at: session.expires_at.toISOString(),
    ended_at: session.ended_at?.toISOString() ?? null,
    end_reason: session.end_reason,
  };
}

/** Session history and ending sessions (ACC-09, ACC-10): a player sees and ends only their own. */
export function registerSessionRoutes(routes: RouteRegistrar, auth: AuthService, clock: Clock): void {
  const { repository, events } = auth;

  routes.implement(officeApi.getusersessions, async ({ body, user }) => {
    const now = clock.now();
    const [active, recent] = await Promise.all([
      repository.sessionsOfUser(user!.id, true, now, ACTIVE_LIMIT),
      repository.sessionsOfUser(user!.id, false, now, body.sessions_quantity),
    ]);
    return {
      data: {
        active_sessions: active.map((s) => toSessionItem(s, user!)),
        recent_sessions: recent.map((s) => toSessionItem(s, user!)),
      },
    };
  });

  routes.implement(officeApi.closesession, async ({ body, user, request }) => {
    const sessionId = String(body.session_id);
    // Another player's session, or no session at all, is simply not found: nothing tells them apart.
    const session = UUID.test(sessionId)
      ? await repository.findSessionOfUser(user!.id, sessionId)
      : undefined;
    if (!session) throw new AppError('NOT_FOUND', 'No such session');
    const ended = await repository.endSession(session.id, clock.now(), 'closed');
    if (ended) await events.record('session_closed', { userId: user!.id, request, sessionId: session.id });
    return { data: { session_id: session.id, closed: true, was_current: session.id === user!.sessionId } };
  });

  routes.implement(officeApi.disconnecteverywhere, async ({ user, request }) => {
    const ended = await repository.endUserSessions(
      user!.id,
      user!.sessionId,
      clock.now(),
      'disconnect_everywhere',
    );
    await events.record('sessions_ended', {
      userId: user!.id,
      request,
      detail: { ended, reason: 'disconnect_everywhere' },
    });
    return { data: { ended } };
  });

  routes.implement(officeApi.getsessionid, async ({ user }) => ({ data: { session_id: user!.sessionId } }));
}
