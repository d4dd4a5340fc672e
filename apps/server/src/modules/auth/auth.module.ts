import { AUTHENTICATOR } from '../../platform/auth/request-auth';
import type { ServerModule } from '../../platform/module';
import { ACCOUNTS_SERVICE } from '../accounts/accounts.service';
import { CAPTCHA_SERVICE } from '../captcha/captcha.service';
import { OUTBOX_SERVICE } from '../outbox/outbox.service';
import { REFERENCE_SERVICE } from '../reference/reference.service';
import { SITE_CONFIG_SERVICE } from '../site-config/site-config.service';
import { ActivationService } from './activation.service';
import { registerActivationRoutes } from './activation.routes';
import { AuthEvents } from './auth-events';
import { AUTH_FLOWS } from './auth-flows';
import { registerAuthOpsRoutes } from './auth-ops.routes';
import { AuthRecordsRepository } from './auth-records.repository';
import { AuthRepository } from './auth.repository';
import { registerAuthRoutes } from './auth.routes';
import { AUTH_SERVICE, createAuthService } from './auth.service';
import { installBlockedGuard } from './blocked-guard';
import { CodeLoginService } from './code-login.service';
import { CodeSender } from './code-sender';
import { seedDemoPlayers } from './demo-players.seed';
import { FrameTokens } from './frame-token';
import { LoginThrottle } from './login-throttle';
import { OneTimeSecrets } from './one-time-secrets';
import { createPasswordHasher } from './password-hasher';
import { registerPasswordRoutes } from './password.routes';
import { PasswordService } from './password.service';
import { sessionPolicy } from './session-policy';
import { registerSessionRoutes } from './sessions.routes';
import { registerTokenRoutes } from './token.routes';
import { SecretBox } from './two-factor/secret-box';
import { TwoFactorRepository } from './two-factor/two-factor.repository';
import { registerTwoFactorRoutes } from './two-factor/two-factor.routes';
import { TWO_FACTOR_SERVICE, TwoFactorService } from './two-factor/two-factor.service';
import { installVipDomainGuard } from './vip-domain-guard';

/**
 * Auth comes first in the module order, as the platform resolves every request's player through it; the
 * services it uses from later modules (outbox, site configuration, reference data) are looked up when used.
 */
export const authModule: ServerModule = {
  name: 'auth',
  provide(ctx) {
    const hasher = createPasswordHasher(ctx.settings.mode === 'test' ? 'cheap' : 'standard');
    const records = new AuthRecordsRepository(ctx.db);
    const twoFactor = new TwoFactorRepository(ctx.db);
    const auth = createAuthService({
      repository: new AuthRepository(ctx.db),
      events: new AuthEvents(records, ctx.clock),
      throttle: new LoginThrottle(records, ctx.clock),
      secrets: new OneTimeSecrets(records, ctx.clock, ctx.settings.sessionSecret),
      hasher,
      clock: ctx.clock,
      secret: ctx.settings.sessionSecret,
      policy: (owner) =>
        sessionPolicy(owner, ctx.services.get(SITE_CONFIG_SERVICE), ctx.services.get(REFERENCE_SERVICE)),
      needsSecondFactor: (userId) => twoFactor.isEnabled(userId),
      // The settings belong to the accounts module, which comes later (and is absent from apps built without
      // it): looked up when a login needs them.
      confirmsByEmail: async (userId) => {
        const accounts = ctx.services.find(ACCOUNTS_SERVICE);
        return accounts ? !(await accounts.settings(userId)).disable_auth_by_email : false;
      },
    });
    const outbox = () => ctx.services.get(OUTBOX_SERVICE);
    ctx.services.provide(AUTH_SERVICE, auth);
    ctx.services.provide(AUTHENTICATOR, auth);
    const codes = new CodeSender(ctx.db, auth.secrets, outbox, auth.events, ctx.clock);
    ctx.services.provide(AUTH_FLOWS, {
      activation: new ActivationService(auth, ctx.db, outbox, ctx.clock),
      codes,
    });
    ctx.services.provide(
      TWO_FACTOR_SERVICE,
      new TwoFactorService(twoFactor, new SecretBox(ctx.settings.sessionSecret), auth, codes, ctx.clock),
    );
  },
  register(ctx, routes, app) {
    const auth = ctx.services.get(AUTH_SERVICE);
    const outbox = () => ctx.services.get(OUTBOX_SERVICE);
    const { activation, codes } = ctx.services.get(AUTH_FLOWS);
    const twoFactor = ctx.services.get(TWO_FACTOR_SERVICE);
    const frameTokens = new FrameTokens(ctx.settings.sessionSecret, auth.secrets, ctx.clock);
    installBlockedGuard(app);
    installVipDomainGuard(app, {
      siteConfig: () => ctx.services.get(SITE_CONFIG_SERVICE),
      reference: () => ctx.services.get(REFERENCE_SERVICE),
      geo: ctx.settings,
    });
    registerAuthRoutes(routes, {
      auth,
      codeLogin: new CodeLoginService(auth, codes),
      frameTokens,
      twoFactor,
      captcha: () => ctx.services.get(CAPTCHA_SERVICE),
      settings: ctx.settings,
    });
    registerTwoFactorRoutes(routes, twoFactor);
    registerSessionRoutes(routes, auth, ctx.clock);
    registerTokenRoutes(routes, auth, ctx.clock, ctx.settings);
    registerPasswordRoutes(routes, new PasswordService(auth, ctx.db, outbox, ctx.clock), auth, ctx.settings);
    registerActivationRoutes(routes, activation, ctx.settings);
    registerAuthOpsRoutes(routes, {
      auth,
      records: new AuthRecordsRepository(ctx.db),
      frameTokens,
      clock: ctx.clock,
    });
  },
  seed: (ctx) => seedDemoPlayers(ctx.services.get(AUTH_SERVICE), ctx.db),
};
