import type { ModuleContext } from '../../platform/module';
import type { ServiceKey } from '../../platform/service-registry';

/** A service of a module an app may run without (the feed, the trading engine): undefined when absent. */
export function optional<T>(ctx: ModuleContext, key: ServiceKey<T>): T | undefined {
  try {
    return ctx.services.get(key);
  } catch {
    return undefined;
  }
}
