import { z } from 'zod';
import { SOCIAL_PROVIDERS } from '../../constants/auth.constants';
import { bodyBool, bodyText, codeText, requiredText } from '../schemas/body-values.schema';
import { queryId, queryObject, queryText } from '../schemas/query-values.schema';
import { routeFamily } from './route-family';

const auth = routeFamily({
  idPrefix: 'user',
  pathPrefix: '/web-api/user',
  tag: 'auth',
  envelope: 'standard',
  method: 'POST',
});

const provider = z.enum(SOCIAL_PROVIDERS);
const secondFactor = z.looseObject({ app_code: codeText });

/** Logging in and out (spec section 7, User and auth: the auth paths). */
export const authApi = {
  userAuth: auth('auth', {
    auth: 'guest',
    issue: 2,
    summary: 'Log in with a password; sets the HttpOnly session cookie',
    body: z.object({
      login: z.string().trim().min(1).max(254),
      password: z.string().min(1).max(128),
      remember_auth: bodyBool.optional(),
    }),
  }),
  userDisconnect: auth('disconnect', {
    auth: 'user',
    issue: 2,
    summary: 'Log out: ends the session server-side and clears the cookie',
  }),
  sessionUser: auth('session-user', {
    id: 'session.user',
    method: 'GET',
    path: '/web-api/session-api/sessions/user',
    auth: 'guest',
    issue: 2,
    summary: 'Who is logged in',
    responseDescription:
      '{ data: { isAuthenticated, user } }; a guest gets { data: { isAuthenticated: false, user: null } }',
  }),
  smsSendCode: auth('send-code', {
    id: 'sms-auth.send-code',
    path: '/web-api/sms-auth/send-code',
    auth: 'guest',
    issue: 5,
    summary: 'SMS login: send a code to the phone (payload designed)',
    body: z.looseObject({ phone_number: requiredText(32) }),
  }),
  smsCheckCode: auth('check-code', {
    id: 'sms-auth.check-code',
    path: '/web-api/sms-auth/check-code',
    auth: 'guest',
    issue: 5,
    summary: 'SMS login: log in with the code (payload designed)',
    body: z.looseObject({
      phone_number: requiredText(32),
      sms_code: codeText,
      remember_auth: bodyBool.optional(),
    }),
  }),
  twoAuth: auth('twoauth', {
    path: '/web-api/user/twoauth/',
    auth: 'guest',
    issue: 6,
    summary: 'Second login step: the authenticator code after a password login (payload designed)',
    body: secondFactor,
  }),
  frameAuth: auth('xframe-auth', {
    auth: 'guest',
    issue: 5,
    summary: 'Frame-embedded login with an xframe_token (path chosen)',
    pathChoice: 'frame-auth',
    body: z.looseObject({ xframe_token: requiredText(4096) }),
  }),
  oauthRights: auth('rights', {
    id: 'oauth.rights',
    method: 'GET',
    path: '/web-api/oauth/rights',
    auth: 'guest',
    issue: 6,
    summary:
      'Start a social sign-in: the provider’s consent address with state and PKCE, or for metamask the nonce ' +
      'and fields of the message to sign (method designed); a logged-in player links the identity instead',
    query: queryObject({
      provider,
      return_url: queryText(2000).optional(),
      country_id: queryId.optional(),
      currency_id: queryId.optional(),
    }),
    responseDescription:
      '{ data: { url } } to open, or for metamask { data: { nonce, domain, uri, statement } } (EIP-4361)',
  }),
  oauthAuth: auth('auth', {
    id: 'oauth.auth',
    method: 'GET',
    path: '/web-api/oauth/auth',
    auth: 'guest',
    issue: 6,
    summary:
      'The provider’s redirect back after consent, also the Telegram widget’s auth address: signs in and ' +
      'redirects to the return address, adding social_error=<code> or social_two_factor=1 (method designed)',
    query: queryObject({
      code: queryText(4096).optional(),
      state: queryText(512).optional(),
      error: queryText(200).optional(),
      id: queryText(32).optional(),
      first_name: queryText(256).optional(),
      last_name: queryText(256).optional(),
      username: queryText(256).optional(),
      photo_url: queryText(2000).optional(),
      auth_date: queryText(16).optional(),
      hash: queryText(128).optional(),
    }),
  }),
  socauthAuth: auth('auth', {
    id: 'socauth.auth',
    path: '/web-api/socauth/auth',
    auth: 'guest',
    issue: 6,
    summary:
      'Finish a social sign-in without a redirect: an OAuth code with its state, the Telegram widget’s fields ' +
      '(message: their JSON, signature: hash, state) or a signed SIWE message (payload designed)',
    responseDescription:
      '{ data: { userId, login, created, sessionExpiresAt } }, { data: { twoFactorRequired: true } } or ' +
      '{ data: { linked: true } }',
    body: z.looseObject({
      social_types_id: provider,
      code: bodyText(4096).optional(),
      state: bodyText(512).optional(),
      signature: bodyText(1024).optional(),
      message: bodyText(4096).optional(),
    }),
  }),
  socauthTwoFactor: auth('twofactor', {
    id: 'socauth.twofactor',
    path: '/web-api/socauth/twofactor/',
    auth: 'guest',
    issue: 6,
    summary: 'Second step of a social login with two-factor on (payload designed)',
    body: secondFactor,
  }),
};

export const authRoutes = Object.values(authApi);
