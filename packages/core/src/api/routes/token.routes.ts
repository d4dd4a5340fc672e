import { bodyText } from '../schemas/body-values.schema';
import { jsonApiBody } from '../schemas/json-api.schema';
import { routeFamily } from './route-family';

const token = routeFamily({
  idPrefix: 'token',
  pathPrefix: '/web-api/api/mobile/v1/token',
  tag: 'auth',
  envelope: 'standard',
  method: 'GET',
});

const MOBILE_TOKEN_ANSWER =
  '{ data: { attributes: { userToken, expireDate } } }; the Date header lets clients correct clock skew';

/** Tokens for calls made outside the session cookie (spec section 7, User and auth). */
export const tokenApi = {
  userToken: token('user', {
    id: 'user.gettoken',
    path: '/web-api/user/gettoken',
    auth: 'user',
    issue: 5,
    summary: 'A user token, stored as cookie user_token and sent as header x-auth',
    responseDescription: '{ data: { token } }',
  }),
  mobileToken: token('mobile', {
    path: '/web-api/api/mobile/v1/token/',
    auth: 'user',
    issue: 5,
    summary: 'A bearer token for the Authorization header',
    responseDescription: MOBILE_TOKEN_ANSWER,
  }),
  mobileTokenRefresh: token('mobile.refresh', {
    method: 'POST',
    path: '/web-api/api/mobile/v1/token/refresh',
    auth: 'user',
    issue: 5,
    summary: 'Refresh the bearer token',
    bodyKind: 'jsonapi',
    body: jsonApiBody({ userToken: bodyText(4096).optional() }).optional(),
    responseDescription: MOBILE_TOKEN_ANSWER,
  }),
};

export const tokenRoutes = Object.values(tokenApi);
