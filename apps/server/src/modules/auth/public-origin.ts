import type { FastifyRequest } from 'fastify';
import type { Settings } from '../../platform/settings';

/** Where links in e-mails and SMS point: PUBLIC_ORIGIN when set, else the host the request came to. */
export function publicOrigin(settings: Pick<Settings, 'publicOrigin'>, request: FastifyRequest): string {
  return settings.publicOrigin ?? `${request.protocol}://${request.host}`;
}
