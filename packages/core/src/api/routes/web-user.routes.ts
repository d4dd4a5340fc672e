import { z } from 'zod';
import { bodyBool, bodyIdList, requiredText } from '../schemas/body-values.schema';
import { jsonApiBody } from '../schemas/json-api.schema';
import { captchaHeaders } from '../schemas/request-headers.schema';
import { routeFamily } from './route-family';

const webUser = routeFamily({
  idPrefix: 'webuser',
  pathPrefix: '/web-api/api/web/user/v1',
  tag: 'web-user-v1',
  envelope: 'standard',
  method: 'GET',
});

/** Passwords arrive base64-encoded (checklist VAL-17), hence the room above the 128-character password limit. */
const encodedPassword = requiredText(256);

/** Web user v1 (spec section 7). */
export const webUserApi = {
  password: webUser('password', {
    method: 'PUT',
    auth: 'user',
    issue: 5,
    summary: 'Change the password; end_other_sessions logs the other sessions out (path chosen)',
    pathChoice: 'web-user-v1',
    bodyKind: 'jsonapi',
    headers: captchaHeaders,
    body: jsonApiBody({
      old_password: encodedPassword,
      password: encodedPassword,
      password_confirmation: encodedPassword,
      end_other_sessions: bodyBool.optional(),
    }),
  }),
  settings: webUser('settings', {
    auth: 'user',
    issue: 5,
    summary: 'The player’s settings record (path chosen)',
    pathChoice: 'web-user-v1',
  }),
  disallowSports: webUser('disallow-sports', {
    method: 'POST',
    auth: 'user',
    issue: 5,
    summary: 'Sports hidden from the player’s line and live lists (path chosen)',
    pathChoice: 'web-user-v1',
    body: z.looseObject({
      lineDisallowSport: bodyIdList().optional(),
      liveDisallowSport: bodyIdList().optional(),
    }),
  }),
};

export const webUserRoutes = Object.values(webUserApi);
