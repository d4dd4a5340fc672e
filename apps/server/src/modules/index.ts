import type { ServerModule } from '../platform/module';
import { authModule } from './auth/auth.module';
import { i18nModule } from './i18n/i18n.module';
import { opsModule } from './ops/ops.module';
import { referenceModule } from './reference/reference.module';
import { siteConfigModule } from './site-config/site-config.module';

/** Every module in dependency order: a module may use the services of those before it. */
export const allModules: readonly ServerModule[] = [authModule, opsModule, referenceModule, siteConfigModule, i18nModule];
