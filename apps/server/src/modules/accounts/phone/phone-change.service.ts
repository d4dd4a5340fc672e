import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { VALIDATION_MESSAGE_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import { ACCOUNT_MESSAGE_KEYS } from '@sportsbook/core/registration/registration-message-keys';
import type { Database } from '../../../db/database';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/http/app-error';
import type { AuthFlows } from '../../auth/auth-flows';
import type { AuthService } from '../../auth/auth.service';
import { CODE_TTL_MS, type SentCode } from '../../auth/code-sender';
import type { SecurityQuestionsService } from '../security-questions/security-questions.service';
import { assertPhoneFree, requireCode, setConfirmedPhone, useCode } from './confirmed-phone';
import type { PhoneChangeRepository } from './phone-change.repository';
import { readPhone } from './phone-input';

/** Wrong security answers allowed per change before it is dropped and must start again. */
export const ANSWER_MAX_ATTEMPTS = 5;

export interface PhoneChangeDeps {
  readonly db: Kysely<Database>;
  readonly auth: AuthService;
  readonly flows: AuthFlows;
  readonly questions: SecurityQuestionsService;
  readonly changes: PhoneChangeRepository;
  readonly clock: Clock;
}

const noChange = () =>
  AppError.validation(
    { phone: [ACCOUNT_MESSAGE_KEYS.linkInvalid] },
    'No phone change in progress; start again',
  );

/**
 * Changing a confirmed phone (ACC-17, ACC-18): v3 update sends a code to the new number; the change applies
 * only after both the code (check-confirm-code) and the security answer (check-user-answer), in the
 * transaction of the last check. v2 update-phone-number passes both at once for the same pending change.
 */
export class PhoneChangeService {
  constructor(private readonly deps: PhoneChangeDeps) {}

  async start(
    userId: number,
    input: { phone: string; countryCode: unknown },
    setRetryAfter: (s: number) => void,
  ): Promise<SentCode & { phone: string }> {
    const { auth, flows, questions, changes, clock } = this.deps;
    const user = await auth.findUser(userId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    const phone = readPhone(input.phone, input.countryCode, 'phone');
    if (phone === user.phone)
      throw AppError.validation({ phone: [ACCOUNT_MESSAGE_KEYS.invalidValue] }, 'This is the current phone');
    if ((await auth.repository.takenIdentities({ phone }, userId)).phone)
      throw AppError.validation({ phone: [ACCOUNT_MESSAGE_KEYS.phoneTaken] });
    if (!(await questions.ofUser(userId)))
      throw AppError.validation(
        { user_answer: [VALIDATION_MESSAGE_KEYS.required] },
        'Set a security question first',
      );
    const sent = await flows.codes.send(
      'phone_change',
      `${userId}:${phone}`,
      {
        channel: 'sms',
        recipient: phone,
        subject: 'Phone change code',
        text: (code) => `Your code to make this your account's phone: ${code}. Do not tell it to anyone.`,
      },
      { userId, setRetryAfter },
    );
    const now = clock.now();
    await changes.start(userId, phone, now, new Date(now.getTime() + CODE_TTL_MS));
    return { ...sent, phone };
  }

  /** v3 check-confirm-code: the code is used up here; the answer step finishes the change. */
  async checkCode(userId: number, code: string, request: FastifyRequest): Promise<{ phone: string }> {
    const { db, auth, changes, clock } = this.deps;
    await auth.assertAddressOpen(request);
    const pending = await changes.live(userId, clock.now());
    if (!pending || pending.codeChecked) throw noChange();
    const check = await auth.secrets.checkCode('phone_change', `${userId}:${pending.newPhone}`, code);
    const secret = await requireCode(auth, check, { request, kind: 'phone_change' });
    await db.transaction().execute(async (trx) => {
      await useCode(auth, secret, trx);
      await changes.markCodeChecked(userId, clock.now(), trx);
    });
    return { phone: pending.newPhone };
  }

  /** v3 check-user-answer: after the code, the right answer applies the change. */
  async checkAnswer(userId: number, answer: string, request: FastifyRequest): Promise<{ phone: string }> {
    const pending = await this.deps.changes.live(userId, this.deps.clock.now());
    if (!pending) throw noChange();
    if (!pending.codeChecked)
      throw AppError.validation(
        { confirm_code: [VALIDATION_MESSAGE_KEYS.required] },
        'Confirm the code first',
      );
    await this.assertAnswer(userId, answer);
    await this.apply(userId, pending.newPhone, request);
    return { phone: pending.newPhone };
  }

  /** v2 update-phone-number: the new number, its code and the answer at once. */
  async changeAtOnce(
    userId: number,
    input: { phone: string; code: string; answer: string },
    request: FastifyRequest,
  ): Promise<{ phone: string }> {
    const { auth, changes, clock } = this.deps;
    await auth.assertAddressOpen(request);
    const phone = readPhone(input.phone, undefined, 'phone_number');
    const pending = await changes.live(userId, clock.now());
    if (!pending || pending.newPhone !== phone || pending.codeChecked) throw noChange();
    await this.assertAnswer(userId, input.answer);
    const check = await auth.secrets.checkCode('phone_change', `${userId}:${phone}`, input.code);
    const secret = await requireCode(auth, check, { request, kind: 'phone_change' });
    await this.apply(userId, phone, request, (trx) => useCode(auth, secret, trx));
    return { phone };
  }

  private async assertAnswer(userId: number, answer: string): Promise<void> {
    const outcome = await this.deps.questions.checkAnswer(userId, answer);
    if (outcome === 'ok') return;
    if (outcome === 'wrong') await this.deps.changes.countWrongAnswer(userId, ANSWER_MAX_ATTEMPTS);
    throw AppError.validation({ user_answer: [ACCOUNT_MESSAGE_KEYS.invalidValue] }, 'Wrong security answer');
  }

  private async apply(
    userId: number,
    phone: string,
    request: FastifyRequest,
    alsoInTransaction?: (trx: Kysely<Database>) => Promise<void>,
  ): Promise<void> {
    const { db, auth, changes, clock } = this.deps;
    await assertPhoneFree(auth, userId, phone);
    await db.transaction().execute(async (trx) => {
      if (!(await changes.take(userId, phone, trx))) throw noChange();
      await alsoInTransaction?.(trx);
      await setConfirmedPhone(auth, { userId, phone, at: clock.now(), request, event: 'phone_changed' }, trx);
    });
  }
}
