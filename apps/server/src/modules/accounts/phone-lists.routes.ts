import { phoneApi } from '@sportsbook/core/api/routes/phone.routes';
import type { RouteRegistrar } from '../../platform/http/route-registrar';
import type { ReferenceService } from '../reference/reference.service';
import { phoneMasks } from './phone-masks';

/**
 * The phone countries (id, name, country_code as the ISO code, which the client lowercases, tel_code as the
 * calling code's digits) and the phone masks of the phone library's metadata.
 */
export function registerPhoneListRoutes(routes: RouteRegistrar, reference: () => ReferenceService): void {
  routes.implement(phoneApi.phoneCountries, async ({ query }) => {
    const countries = await reference().getCountries(query.lng ?? 'en');
    return {
      data: countries
        .filter((country) => country.phoneCode !== null)
        .map((country) => ({
          id: country.id,
          name: country.name,
          country_code: country.iso2,
          tel_code: country.phoneCode!.slice(1),
        })),
    };
  });

  routes.implement(phoneApi.phoneMasks, () => ({ data: phoneMasks() }));
}
