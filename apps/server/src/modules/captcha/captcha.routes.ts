import { captchaApi } from '@sportsbook/core/api/routes/captcha.routes';
import type { RouteRegistrar } from '../../platform/http/route-registrar';
import type { CaptchaService } from './captcha.service';

export function registerCaptchaRoutes(routes: RouteRegistrar, captcha: CaptchaService): void {
  routes.implement(captchaApi.puzzle, async () => ({ data: await captcha.challenge() }));
  routes.implement(captchaApi.puzzleVerify, async ({ body, request }) => ({
    data: await captcha.verify(body.id, body.x, request),
  }));
  routes.implement(captchaApi.custom, async () => ({ data: await captcha.custom.issue() }));
}
