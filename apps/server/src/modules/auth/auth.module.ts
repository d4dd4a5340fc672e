import type { ServerModule } from '../../platform/module';
import { AuthRepository } from './auth.repository';
import { AUTH_SERVICE, createAuthService } from './auth.service';
import { registerAuthRoutes } from './auth.routes';
import { seedDemoPlayers } from './demo-players.seed';
import { createPasswordHasher } from './password-hasher';

export const authModule: ServerModule = {
  name: 'auth',
  provide(ctx) {
    const hasher = createPasswordHasher(ctx.settings.mode === 'test' ? 'cheap' : 'standard');
    ctx.services.provide(
      AUTH_SERVICE,
      createAuthService({ repository: new AuthRepository(ctx.db), hasher, clock: ctx.clock, secret: ctx.settings.sessionSecret }),
    );
  },
  register(ctx, routes) {
    registerAuthRoutes(routes, ctx.services.get(AUTH_SERVICE), ctx.settings);
  },
  seed: (ctx) => seedDemoPlayers(ctx.services.get(AUTH_SERVICE), ctx.db),
};
