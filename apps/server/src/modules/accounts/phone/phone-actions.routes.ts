import type { FastifyReply } from 'fastify';
import { phoneApi } from '@sportsbook/core/api/routes/phone.routes';
import type { RouteRegistrar } from '../../../platform/http/route-registrar';
import type { PhoneBindingService } from './phone-binding.service';
import type { PhoneChangeService } from './phone-change.service';

const retryAfter = (reply: FastifyReply) => (seconds: number) =>
  void reply.header('retry-after', String(seconds));

/** The Phone calls of spec section 7 (ACC-16..19); every one acts on the logged-in player's own account. */
export function registerPhoneActionRoutes(
  routes: RouteRegistrar,
  deps: { binding: PhoneBindingService; change: PhoneChangeService },
): void {
  const { binding, change } = deps;

  routes.implement(phoneApi.createPhoneNumberV2, async ({ user, body, reply }) => ({
    data: { sent: true, ...(await binding.sendBindingCode(user!.id, body.phone_number, retryAfter(reply))) },
  }));

  routes.implement(phoneApi.createPhoneNumberConfirmV1, async ({ user, body, request }) => ({
    data: {
      confirmed: true,
      phone: await binding.confirmBinding(user!.id, body.phone_number, body.confirm_code, request),
    },
  }));

  routes.implement(phoneApi.updatePhoneNumberSendCodeV1, async ({ user, reply }) => {
    const sent = await binding.sendActivationCode(user!.id, retryAfter(reply));
    return { message: 'The code was sent by SMS', ...sent, data: sent };
  });

  routes.implement(phoneApi.updatePhoneNumberConfirmV1, async ({ user, body, request }) => ({
    data: { confirmed: true, phone: await binding.confirmActivation(user!.id, body.confirm_code, request) },
  }));

  routes.implement(phoneApi.updateV3, async ({ user, body, reply }) => ({
    data: {
      sent: true,
      ...(await change.start(
        user!.id,
        { phone: body.phone, countryCode: body.country_code },
        retryAfter(reply),
      )),
    },
  }));

  routes.implement(phoneApi.checkConfirmCodeV3, async ({ user, query, request }) => ({
    data: { confirmed: true, ...(await change.checkCode(user!.id, query.confirm_code, request)) },
  }));

  routes.implement(phoneApi.checkUserAnswerV3, async ({ user, query, request }) => ({
    data: { changed: true, ...(await change.checkAnswer(user!.id, query.user_answer, request)) },
  }));

  routes.implement(phoneApi.updatePhoneNumberV2, async ({ user, body, request }) => {
    const input = { phone: body.phone_number, code: body.confirm_code, answer: body.user_answer };
    return { data: { changed: true, ...(await change.changeAtOnce(user!.id, input, request)) } };
  });
}
