import { z } from 'zod';
import { bodyBool, bodyText, requiredText } from '../schemas/body-values.schema';
import { captchaHeaders } from '../schemas/request-headers.schema';
import { routeFamily } from './route-family';

const web = routeFamily({
  idPrefix: 'identification',
  pathPrefix: '/web-api/identification',
  tag: 'internal-office',
  envelope: 'standard',
  method: 'GET',
});

/** Internal office and identification (spec section 7). */
export const internalOfficeApi = {
  accountLogin: web('login', {
    id: 'account.login',
    method: 'POST',
    path: '/web-api/account/login',
    auth: 'guest',
    issue: 5,
    summary: 'Log in to the office by login, with a confirmation by e-mail when auth_by_email',
    headers: captchaHeaders,
    body: z.looseObject({ login: requiredText(254), auth_by_email: bodyBool.optional() }),
  }),
  config: web('config', {
    auth: 'user',
    authHeader: 'extra-auth',
    issue: 9,
    summary: 'Identification settings for the player: flow, required documents, status',
  }),
  fail: web('fail', {
    auth: 'user',
    authHeader: 'extra-auth',
    issue: 9,
    summary: 'Why the last identification failed',
  }),
  data: web('data', {
    method: 'POST',
    auth: 'user',
    authHeader: 'extra-auth',
    issue: 9,
    summary: 'Submit identification data and document photos',
    bodyKind: 'multipart',
    files: [{ name: 'docFiles[i]', mediaType: 'image/jpeg' }],
    body: z.looseObject({
      fields: bodyText(20_000).meta({ description: 'JSON text of field id to value' }),
      veridocSessionId: bodyText(200).optional(),
      veriliveSessionId: bodyText(200).optional(),
      verigramAccessToken: bodyText(2000).optional(),
      flowType: bodyText(64).optional(),
    }),
  }),
  verigramToken: web('token', {
    id: 'verigram.token',
    path: '/web-api/verigram/token',
    auth: 'user',
    issue: 9,
    summary: 'An access token for the Verigram identification SDK',
  }),
};

export const internalOfficeRoutes = Object.values(internalOfficeApi);
