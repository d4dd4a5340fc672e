import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { VALIDATION_MESSAGE_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import { ACCOUNT_MESSAGE_KEYS } from '@sportsbook/core/registration/registration-message-keys';
import type { Database } from '../../../db/database';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/http/app-error';
import type { AuthFlows } from '../../auth/auth-flows';
import type { AuthService } from '../../auth/auth.service';
import type { SentCode } from '../../auth/code-sender';
import { assertPhoneFree, requireCode, setConfirmedPhone, useCode } from './confirmed-phone';
import { readPhone } from './phone-input';

const smsCode = (phone: string) => ({
  channel: 'sms' as const,
  recipient: phone,
  subject: 'Phone confirmation code',
  text: (code: string) => `Your phone confirmation code: ${code}. Do not tell it to anyone.`,
});

/**
 * Binding a phone to an account without a confirmed one (internal v2 create-phone-number, then v1
 * createPhoneNumber/confirm), and activating the phone the account already has (v1 updatePhoneNumber
 * sendCode and confirm). Codes are bound to the account and the number, so a code for one number never
 * confirms another.
 */
export class PhoneBindingService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly auth: AuthService,
    private readonly flows: AuthFlows,
    private readonly clock: Clock,
  ) {}

  private async account(userId: number) {
    const user = await this.auth.findUser(userId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    return user;
  }

  private async assertUnconfirmed(userId: number) {
    const user = await this.account(userId);
    if (user.phone && user.phone_confirmed_at)
      throw AppError.validation(
        { phone_number: [ACCOUNT_MESSAGE_KEYS.invalidValue] },
        'The account has a confirmed phone; change it instead',
      );
    return user;
  }

  async sendBindingCode(
    userId: number,
    value: string,
    setRetryAfter: (s: number) => void,
  ): Promise<SentCode> {
    await this.assertUnconfirmed(userId);
    const phone = readPhone(value, undefined, 'phone_number');
    if ((await this.auth.repository.takenIdentities({ phone }, userId)).phone)
      throw AppError.validation({ phone_number: [ACCOUNT_MESSAGE_KEYS.phoneTaken] });
    return this.flows.codes.send('phone_binding', `${userId}:${phone}`, smsCode(phone), {
      userId,
      setRetryAfter,
    });
  }

  async confirmBinding(
    userId: number,
    value: string,
    code: string,
    request: FastifyRequest,
  ): Promise<string> {
    await this.assertUnconfirmed(userId);
    const phone = readPhone(value, undefined, 'phone_number');
    await this.confirm(userId, phone, code, request);
    return phone;
  }

  /** v1 sendCode: a code to the account's own, not yet confirmed phone. */
  async sendActivationCode(userId: number, setRetryAfter: (s: number) => void): Promise<SentCode> {
    const user = await this.assertUnconfirmed(userId);
    if (!user.phone)
      throw AppError.validation({ phone_number: [VALIDATION_MESSAGE_KEYS.required] }, 'No phone to activate');
    return this.flows.codes.send('phone_binding', `${userId}:${user.phone}`, smsCode(user.phone), {
      userId,
      setRetryAfter,
    });
  }

  async confirmActivation(userId: number, code: string, request: FastifyRequest): Promise<string> {
    const user = await this.assertUnconfirmed(userId);
    if (!user.phone)
      throw AppError.validation({ phone_number: [VALIDATION_MESSAGE_KEYS.required] }, 'No phone to activate');
    await this.confirm(userId, user.phone, code, request);
    return user.phone;
  }

  private async confirm(userId: number, phone: string, code: string, request: FastifyRequest): Promise<void> {
    await this.auth.assertAddressOpen(request);
    const check = await this.auth.secrets.checkCode('phone_binding', `${userId}:${phone}`, code);
    const secret = await requireCode(this.auth, check, { request, kind: 'phone_binding' });
    await assertPhoneFree(this.auth, userId, phone);
    await this.db.transaction().execute(async (trx) => {
      await useCode(this.auth, secret, trx);
      const at = this.clock.now();
      await setConfirmedPhone(this.auth, { userId, phone, at, request, event: 'phone_confirmed' }, trx);
    });
  }
}
