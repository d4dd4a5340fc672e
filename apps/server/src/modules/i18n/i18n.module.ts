import type { ServerModule } from '../../platform/module';
import { registerI18nRoutes } from './i18n.routes';
import { createI18nService, I18N_SERVICE } from './i18n.service';

export const i18nModule: ServerModule = {
  name: 'i18n',
  provide(ctx) {
    ctx.services.provide(I18N_SERVICE, createI18nService());
  },
  register(ctx, routes) {
    registerI18nRoutes(routes, ctx.services.get(I18N_SERVICE));
  },
};
