import type { FastifyRequest } from 'fastify';
import { VALIDATION_MESSAGE_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import { phoneDigitsOf } from '@sportsbook/core/registration/phone-number-value';
import { ACCOUNT_MESSAGE_KEYS } from '@sportsbook/core/registration/registration-message-keys';
import { checkPhone, type PhoneValue } from '@sportsbook/core/validation/phone.rule';
import { AppError } from '../../platform/http/app-error';
import type { AuthFlows } from '../auth/auth-flows';
import type { AuthService } from '../auth/auth.service';
import type { SentCode } from '../auth/code-sender';

/**
 * phone_reg's confirmation (REG-26): a code by SMS to the number, confirmed before the submit, which then
 * presents it again and uses it up. The code is random, leaves only through the outbox, and never appears
 * in an answer or a log line.
 */
export class RegistrationPhoneService {
  constructor(
    private readonly auth: AuthService,
    private readonly flows: AuthFlows,
  ) {}

  private phone(value: unknown, telCode: unknown): string {
    const digits = phoneDigitsOf(value, telCode);
    const checked =
      typeof value === 'object' && value !== null ? (value as PhoneValue) : digits && `+${digits}`;
    const problem = checked ? checkPhone(checked) : VALIDATION_MESSAGE_KEYS.required;
    if (!digits || problem)
      throw AppError.validation({ phone: [problem ?? VALIDATION_MESSAGE_KEYS.phoneInvalid] });
    return digits;
  }

  async sendCode(
    value: unknown,
    telCode: unknown,
    setRetryAfter: (seconds: number) => void,
  ): Promise<SentCode> {
    const phone = this.phone(value, telCode);
    if ((await this.auth.repository.takenIdentities({ phone })).phone)
      throw AppError.validation({ phone: [ACCOUNT_MESSAGE_KEYS.phoneTaken] });
    return this.flows.codes.send(
      'phone_registration',
      phone,
      {
        channel: 'sms',
        recipient: phone,
        subject: 'Registration code',
        text: (code) => `Your registration code: ${code}. Do not tell it to anyone.`,
      },
      { setRetryAfter },
    );
  }

  async confirm(value: unknown, telCode: unknown, code: string, request: FastifyRequest): Promise<void> {
    const phone = this.phone(value, telCode);
    await this.auth.assertAddressOpen(request);
    const check = await this.auth.secrets.checkCode('phone_registration', phone, code);
    if (check.outcome !== 'ok') {
      await this.auth.recordFailure(request, null, 'phone_registration');
      throw AppError.validation(
        { phone_confirmation: [VALIDATION_MESSAGE_KEYS.authIncorrectCode] },
        'Wrong or expired code',
      );
    }
    await this.auth.secrets.confirm(check.secret);
  }
}
