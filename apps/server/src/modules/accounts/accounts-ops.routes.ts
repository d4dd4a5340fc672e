import { accountsOpsApi } from '@sportsbook/core/api/routes/accounts-ops.routes';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import type { RouteRegistrar } from '../../platform/http/route-registrar';
import type { AuthService } from '../auth/auth.service';
import type { AccountsConfig } from './accounts-config';
import type { ProfileRepository } from './profile.repository';
import type { FieldSetRow, RegistrationRepository } from './registration.repository';
import type { SupportPins } from './support-pin';

function toFieldSet(row: FieldSetRow) {
  return {
    id: row.id,
    type: row.reg_type,
    partnerId: row.partner_id,
    countryIso: row.country_iso,
    fields: row.fields,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by,
  };
}

/** The operator's side of accounts: field sets, accounts documents, inbox messages, PIN checks, requests. */
export function registerAccountsOpsRoutes(
  routes: RouteRegistrar,
  deps: {
    repository: RegistrationRepository;
    config: AccountsConfig;
    profiles: ProfileRepository;
    pins: SupportPins;
    auth: AuthService;
    clock: Clock;
  },
): void {
  const { repository, config, profiles, pins, auth, clock } = deps;
  const actor = (ip: string) => `ops@${ip}`;
  const player = async (userId: number) => {
    if (!(await auth.findUser(userId))) throw new AppError('NOT_FOUND', 'No such player');
  };

  routes.implement(accountsOpsApi.listFieldSets, async ({ query }) => ({
    data: (await repository.listFieldSets(query.type)).map(toFieldSet),
  }));

  routes.implement(accountsOpsApi.putFieldSet, async ({ body, request }) => ({
    data: toFieldSet(await repository.putFieldSet(body, clock.now(), actor(request.ip))),
  }));

  routes.implement(accountsOpsApi.deleteFieldSet, async ({ params }) => {
    if (!(await repository.deleteFieldSet(params.id))) throw new AppError('NOT_FOUND', 'No such field set');
    return { data: { id: params.id } };
  });

  routes.implement(accountsOpsApi.getConfig, async ({ params, query }) => ({
    data: await config.get(query.partner, params.key),
  }));

  routes.implement(accountsOpsApi.putConfig, async ({ params, body, request }) => ({
    data: await config.put(body.partnerId, params.key, body.value, actor(request.ip)),
  }));

  routes.implement(accountsOpsApi.sendMessage, async ({ params, body }) => {
    await player(params.userId);
    await profiles.insertMessage({
      userId: params.userId,
      type: body.type,
      title: body.title,
      body: body.text,
      at: clock.now(),
    });
    return { data: { sent: true } };
  });

  routes.implement(accountsOpsApi.verifyPin, async ({ params, body }) => ({
    data: { valid: await pins.verify(params.userId, body.pin) },
  }));

  routes.implement(accountsOpsApi.listRequests, async ({ query }) => ({
    data: (await profiles.requests(query.kind, query.limit)).map((row) => ({
      id: Number(row.id),
      userId: row.user_id,
      kind: row.kind,
      payload: row.payload,
      createdAt: row.created_at.toISOString(),
    })),
  }));
}
