import { officeApi } from '@sportsbook/core/api/routes/officeapi.routes';
import type { RouteRegistrar } from '../../../platform/http/route-registrar';
import type { SecurityQuestionsService } from './security-questions.service';

export function registerSecurityQuestionRoutes(
  routes: RouteRegistrar,
  questions: SecurityQuestionsService,
): void {
  routes.implement(officeApi.getsecurequestions, () => ({ data: { questions: questions.standard() } }));

  routes.implement(officeApi.getUserSecureQuestion, async ({ user }) => ({
    data: { secure_question: await questions.ofUser(user!.id) },
  }));

  routes.implement(officeApi['getusersecurequestion-with-phone'], async ({ user }) => ({
    data: { secure_question: await questions.ofUser(user!.id), phone: user!.phone },
  }));

  routes.implement(officeApi.setanswertosecurequestion, async ({ user, body }) => {
    await questions.setAnswer(user!.id, { questionId: body.question_id }, body.answer, body.answer_repeat);
    return { data: { ok: true } };
  });

  routes.implement(officeApi.setanswertocustomsecurequestion, async ({ user, body }) => {
    await questions.setAnswer(user!.id, { question: body.question }, body.answer, body.answer_repeat);
    return { data: { ok: true } };
  });
}
