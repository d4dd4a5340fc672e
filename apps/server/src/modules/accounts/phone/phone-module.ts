import type { RouteRegistrar } from '../../../platform/http/route-registrar';
import { registerPhoneActionRoutes } from './phone-actions.routes';
import { PhoneBindingService } from './phone-binding.service';
import { PhoneChangeRepository } from './phone-change.repository';
import { PhoneChangeService, type PhoneChangeDeps } from './phone-change.service';

/** Wires the phone binding and change services from the accounts module's parts. */
export function registerPhoneModuleRoutes(
  routes: RouteRegistrar,
  deps: Omit<PhoneChangeDeps, 'changes'>,
): void {
  const changes = new PhoneChangeRepository(deps.db);
  registerPhoneActionRoutes(routes, {
    binding: new PhoneBindingService(deps.db, deps.auth, deps.flows, deps.clock),
    change: new PhoneChangeService({ ...deps, changes }),
  });
}
