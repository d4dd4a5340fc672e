import { registrationApi } from '@sportsbook/core/api/routes/registration.routes';
import { userDataApi } from '@sportsbook/core/api/routes/user-data.routes';
import { toDescriptorFormat, toV1Format } from '@sportsbook/core/registration/field-set-formats';
import type { RouteRegistrar } from '../../platform/http/route-registrar';
import type { Settings } from '../../platform/settings';
import type { ReferenceService } from '../reference/reference.service';
import type { AccountsConfig } from './accounts-config';
import { marketOf } from './market';
import type { RegistrationDataService } from './registration-data.service';
import type { RegistrationFieldsService } from './registration-fields.service';
import type { RegistrationRepository } from './registration.repository';

export interface RegistrationRouteDeps {
  readonly fields: RegistrationFieldsService;
  readonly data: RegistrationDataService;
  readonly config: AccountsConfig;
  readonly repository: RegistrationRepository;
  readonly reference: () => ReferenceService;
  readonly settings: Settings;
}

function localName(names: Record<string, string>, language: string): string {
  return names[language] ?? names.en ?? Object.values(names)[0] ?? '';
}

/** Registration data, types, welcome bonuses and fields in both formats; the region and city lists. */
export function registerRegistrationRoutes(routes: RouteRegistrar, deps: RegistrationRouteDeps): void {
  const { fields, data, config, repository, settings } = deps;
  const market = (request: Parameters<typeof marketOf>[0], input: unknown) =>
    marketOf(request, input, deps.reference(), settings);

  routes.implement(registrationApi.data, async ({ query, request }) => ({
    data: await data.data(await market(request, query), {
      isWidget: query.isWidget ?? false,
      section: query.section,
    }),
  }));

  routes.implement(registrationApi.types, async ({ request, reply }) => {
    const types = await data.types(await market(request, request.query));
    reply.type('application/vnd.api+json');
    return { data: { type: 'registration-types', attributes: { types } } };
  });

  routes.implement(registrationApi.welcomeBonuses, async ({ query, request }) => ({
    data: await data.welcomeBonuses(await market(request, query), query.bonus),
  }));

  routes.implement(registrationApi.fields, async ({ query, body, request }) => {
    const where = await market(request, query);
    const type = fields.typeOf(body.params?.type ?? body.type ?? 'full_reg');
    const registration = await config.get(where.partnerId, 'registration');
    const bannerText = query.bonus ? registration.bannerTextByBonusCode[query.bonus] : undefined;
    return {
      data: {
        type,
        fields: toDescriptorFormat(await fields.fields(type, where)),
        banners: [{ ...registration.banner, ...(bannerText && { text: bannerText }) }],
      },
    };
  });

  routes.implement(registrationApi.fieldsV1, async ({ params, request, reply }) => {
    const type = fields.typeOf(params.type);
    const served = await fields.fields(type, await market(request, request.query));
    reply.type('application/vnd.api+json');
    return { data: { type: 'registration-fields', id: type, attributes: toV1Format(served) } };
  });

  routes.implement(userDataApi.regions, async ({ query }) => {
    const rows = await repository.regions(query.countryId);
    return { data: rows.map((row) => ({ id: row.id, name: localName(row.names, query.lng ?? 'en') })) };
  });

  routes.implement(userDataApi.cities, async ({ query }) => {
    const rows = await repository.cities(query.regionId);
    return { data: rows.map((row) => ({ id: row.id, name: localName(row.names, query.lng ?? 'en') })) };
  });
}
