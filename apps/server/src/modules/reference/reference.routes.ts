import { listCurrenciesRoute, updateCurrencyRoute } from '@sportsbook/core/api/routes/site-config.routes';
import type { RouteRegistrar } from '../../platform/http/route-registrar';
import type { ReferenceService } from './reference.service';

export function registerReferenceRoutes(routes: RouteRegistrar, reference: ReferenceService): void {
  routes.implement(listCurrenciesRoute, async () => ({
    data: await reference.getCurrencies({ includeHidden: true }),
  }));

  routes.implement(updateCurrencyRoute, async ({ params, body, request }) => ({
    data: await reference.updateCurrency(params.code, body, `ops@${request.ip}`),
  }));
}
