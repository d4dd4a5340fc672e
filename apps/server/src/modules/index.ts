import type { ServerModule } from '../platform/module';
import { authModule } from './auth/auth.module';
import { opsModule } from './ops/ops.module';

/** Every module in dependency order: a module may use the services of those before it. */
export const allModules: readonly ServerModule[] = [authModule, opsModule];
