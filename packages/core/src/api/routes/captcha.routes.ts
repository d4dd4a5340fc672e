import { z } from 'zod';
import { bodyInt, requiredText } from '../schemas/body-values.schema';
import { queryObject, queryText } from '../schemas/query-values.schema';
import { routeFamily } from './route-family';

const captcha = routeFamily({
  idPrefix: 'captcha',
  pathPrefix: '/puzzle-api/v1',
  tag: 'captcha',
  envelope: 'standard',
  method: 'GET',
});

const common = { auth: 'guest', issue: 6, pathChoice: 'captcha' } as const;

/**
 * The captchas our server serves (spec section 7, Analytics and captcha: the puzzle captcha's backend at
 * /puzzle-api; registration's custom_captcha_id / custom_captcha_value). The answer token goes in x-captcha-token.
 */
export const captchaApi = {
  puzzle: captcha('puzzle', {
    ...common,
    summary: 'A new puzzle: background, piece and its id (path chosen)',
    query: queryObject({ lng: queryText(10).optional() }),
  }),
  puzzleVerify: captcha('puzzle.verify', {
    ...common,
    method: 'POST',
    path: '/puzzle-api/v1/puzzle/verify',
    summary: 'Check the piece position; a pass returns a single-use captcha token (path chosen)',
    body: z.looseObject({
      id: requiredText(128),
      x: bodyInt(0, 10_000),
      y: bodyInt(0, 10_000).optional(),
      track: z.array(z.array(z.number()).max(3)).max(1000).optional(),
    }),
    responseDescription: '{ token }',
  }),
  custom: captcha('custom', {
    ...common,
    path: '/web-api/captcha/custom',
    summary: 'A new custom captcha image and its custom_captcha_id (path chosen)',
    responseDescription: '{ custom_captcha_id, image }',
  }),
};

export const captchaRoutes = Object.values(captchaApi);
