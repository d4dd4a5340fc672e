import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  SOCIAL_PROVIDER_NAMES,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from '@sportsbook/core/constants/auth.constants';
import type { Settings } from '../../../../platform/settings';
import { publicOrigin } from '../../../auth/public-origin';
import { OAUTH_CALLBACK_PATH } from '../social-login.service';
import { DEV_TELEGRAM_BOT_ID, type DevIdentityProvider } from './dev-identity-provider';
import { devConsentPage } from './dev-idp.page';

type Query = Record<string, string | undefined>;

const OAUTH_PARAMS = [
  'client_id',
  'redirect_uri',
  'state',
  'code_challenge',
  'code_challenge_method',
  'scope',
];
const TELEGRAM_PARAMS = ['bot_id', 'origin', 'return_to'];

const isProvider = (value: string): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value) && value !== 'metamask';

function withParams(url: string, params: Record<string, string>): string {
  return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(params)}`;
}

/**
 * GET /dev-idp/:provider/authorize (the consent page) and /approve (its answer). Registered only outside
 * production. The answer goes only to this site's own callback, so the page cannot be used to redirect away.
 */
export function registerDevIdp(app: FastifyInstance, idp: DevIdentityProvider, settings: Settings): void {
  const bad = (reply: FastifyReply, why: string) =>
    reply.code(400).type('text/plain; charset=utf-8').send(`Development identity provider: ${why}`);

  app.get<{ Params: { provider: string }; Querystring: Query }>(
    '/dev-idp/:provider/authorize',
    async (request, reply) => {
      const { provider } = request.params;
      if (!isProvider(provider)) return bad(reply, 'unknown provider');
      const names = provider === 'telegram' ? TELEGRAM_PARAMS : OAUTH_PARAMS;
      const passThrough = Object.fromEntries(
        names.flatMap((name) => (request.query[name] ? [[name, request.query[name]]] : [])),
      );
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          devConsentPage({
            provider,
            providerName: SOCIAL_PROVIDER_NAMES[provider],
            approveUrl: `/dev-idp/${provider}/approve`,
            passThrough,
            suggestedEmail: `player-${randomBytes(4).toString('hex')}@example.com`,
          }),
        );
    },
  );

  app.get<{ Params: { provider: string }; Querystring: Query }>(
    '/dev-idp/:provider/approve',
    async (request, reply) => {
      const { provider } = request.params;
      const query = request.query;
      if (!isProvider(provider)) return bad(reply, 'unknown provider');
      const callback = `${publicOrigin(settings, request)}${OAUTH_CALLBACK_PATH}`;
      const identity = { email: query.email ?? '', name: query.name ?? '' };
      if (!/^[^@\s]+@[^@\s]+$/.test(identity.email)) return bad(reply, 'an e-mail is required');

      if (provider === 'telegram') {
        const returnTo = query.return_to ?? '';
        if (query.bot_id !== DEV_TELEGRAM_BOT_ID || !returnTo.startsWith(`${callback}?`))
          return bad(reply, 'unknown bot or foreign return address');
        if (query.decision !== 'allow')
          return reply.redirect(withParams(returnTo, { error: 'access_denied' }), 303);
        const { hash, ...data } = idp.telegramData(identity);
        return reply.redirect(withParams(returnTo, { ...(data as Record<string, string>), hash }), 303);
      }

      const redirectUri = query.redirect_uri ?? '';
      if (query.client_id !== idp.clientId(provider) || redirectUri !== callback)
        return bad(reply, 'unknown client or foreign redirect address');
      const state = query.state ?? '';
      if (query.decision !== 'allow')
        return reply.redirect(withParams(redirectUri, { error: 'access_denied', state }), 303);
      if (query.code_challenge && query.code_challenge_method !== 'S256')
        return bad(reply, 'only the S256 code challenge is supported');
      const code = idp.issueCode({
        provider,
        redirectUri,
        challenge: query.code_challenge ?? null,
        identity,
      });
      return reply.redirect(withParams(redirectUri, { code, state }), 303);
    },
  );
}
