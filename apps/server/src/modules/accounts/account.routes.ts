import { officeApi } from '@sportsbook/core/api/routes/officeapi.routes';
import { userApi } from '@sportsbook/core/api/routes/user.routes';
import { webUserApi } from '@sportsbook/core/api/routes/web-user.routes';
import type { RouteRegistrar } from '../../platform/http/route-registrar';
import type { Clock } from '../../platform/clock';
import type { AuthService } from '../auth/auth.service';
import type { AccountDataService } from './account-data.service';
import type { SettingsService } from './settings.service';
import type { SecurityQuestionsService } from './security-questions/security-questions.service';

/** Account data, settings, the user configuration and the security overview (ACC-03, ACC-05 to ACC-07, ACC-22, ACC-23). */
export function registerAccountRoutes(
  routes: RouteRegistrar,
  deps: {
    account: AccountDataService;
    settings: SettingsService;
    auth: AuthService;
    questions: SecurityQuestionsService;
    clock: Clock;
  },
): void {
  const { account, settings, auth, questions, clock } = deps;

  routes.implement(officeApi.getaccountdata, async ({ user }) => ({ data: await account.get(user!.id) }));
  routes.implement(officeApi.saveaccountfields, async ({ user, body }) => ({
    data: await account.save(user!.id, body),
  }));

  routes.implement(webUserApi.settings, async ({ user, reply }) => {
    reply.type('application/vnd.api+json');
    return {
      data: { type: 'user-settings', id: String(user!.id), attributes: await settings.get(user!.id) },
    };
  });
  for (const route of [officeApi.savesetting, officeApi.saveSetting]) {
    routes.implement(route, async ({ user, body }) => ({
      data: {
        setting_id: String(body.setting_id),
        settings: await settings.save(user!.id, body.setting_id, body.setting_value),
      },
    }));
  }
  routes.implement(webUserApi.disallowSports, async ({ user, body }) => {
    const changes = {
      ...(body.lineDisallowSport && { lineDisallowSport: body.lineDisallowSport }),
      ...(body.liveDisallowSport && { liveDisallowSport: body.liveDisallowSport }),
    };
    const next = await settings.update(user!.id, changes);
    return { data: { lineDisallowSport: next.lineDisallowSport, liveDisallowSport: next.liveDisallowSport } };
  });
  routes.implement(userApi.mailing, async ({ user, body }) => {
    const changes = {
      ...(body.receive_news !== undefined && { receive_news: body.receive_news }),
      ...(body.receive_res !== undefined && { receive_res: body.receive_res }),
    };
    const next = await settings.update(user!.id, changes);
    return { data: { receive_news: next.receive_news, receive_res: next.receive_res } };
  });

  routes.implement(userApi.getuserconfig, async ({ user }) => {
    const row = (await auth.findUser(user!.id))!;
    const policy = await auth.sessionPolicy(row);
    return {
      data: {
        userId: row.id,
        login: user!.login,
        email: row.email,
        emailConfirmed: row.email_confirmed_at !== null,
        phone: row.phone,
        phoneConfirmed: row.phone_confirmed_at !== null,
        countryId: row.country_id,
        language: row.language,
        partnerId: row.partner_id,
        registrationType: row.registration_type,
        isBlocked: row.status === 'blocked',
        blockedReason: row.status === 'blocked' ? row.blocked_reason : null,
        settings: await settings.get(row.id),
        redirectAfterLogin: policy.redirectAfterLogin,
        redirectAfterRegistration: policy.redirectAfterRegistration,
        autoLogoff: { enabled: policy.idleTimeoutMs !== null, inactivityMs: policy.idleTimeoutMs },
      },
    };
  });

  routes.implement(userApi.secure, async ({ user }) => {
    const row = (await auth.findUser(user!.id))!;
    const [active, events, current, twoFactorEnabled, question] = await Promise.all([
      auth.repository.sessionsOfUser(row.id, true, clock.now(), 100),
      auth.events.recent(row.id, 20),
      settings.get(row.id),
      auth.twoFactorEnabled(row.id),
      questions.ofUser(row.id),
    ]);
    const logins = events.filter((event) => event.kind === 'login').slice(0, 5);
    return {
      data: {
        emailConfirmed: row.email_confirmed_at !== null,
        phoneConfirmed: row.phone_confirmed_at !== null,
        twoFactorEnabled,
        hasSecurityQuestion: question !== null,
        disableAuthByEmail: current.disable_auth_by_email,
        passwordChangedAt: row.password_changed_at?.toISOString() ?? null,
        activeSessions: active.length,
        lastLogins: logins.map((event) => ({
          at: event.at.toISOString(),
          ip: event.ip,
          loginKind: event.login_kind,
        })),
        recentEvents: events
          .slice(0, 10)
          .map((event) => ({ kind: event.kind, at: event.at.toISOString(), ip: event.ip })),
      },
    };
  });
}
