import type { FastifyRequest } from 'fastify';
import { ACCOUNT_LINK_PATHS, accountLink } from '@sportsbook/core/registration/account-links';
import { VALIDATION_MESSAGE_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import { AppError } from '../../platform/http/app-error';
import type { UserRow } from './auth.repository';
import type { AuthService, LoginResult } from './auth.service';
import type { CodeSender, SentCode } from './code-sender';
import { parseLoginIdentifier } from './login-identifier';
import type { SecretPurpose } from './one-time-secrets';

/**
 * Logging in with a code instead of a password: by SMS to the account's phone (sms-auth, AUTH-04), or by
 * e-mail to the account's address (account/login with auth_by_email, AUTH-03). The answer to "send" is the
 * same whether or not an account has that phone or login.
 */
export class CodeLoginService {
  constructor(
    private readonly auth: AuthService,
    private readonly codes: CodeSender,
  ) {}

  async sendSmsCode(phone: string, setRetryAfter: (seconds: number) => void): Promise<SentCode> {
    const target = phone.replace(/\D/g, '');
    if (target.length < 6)
      throw AppError.validation({ phone_number: [VALIDATION_MESSAGE_KEYS.phoneMinLength] });
    const user = await this.auth.repository.findUserByIdentifier({
      kind: 'phone_number',
      phoneDigits: target,
    });
    const message =
      user && user.status === 'active'
        ? {
            channel: 'sms' as const,
            recipient: target,
            subject: 'Login code',
            text: (code: string) => `Your login code: ${code}. Do not tell it to anyone.`,
          }
        : null;
    return this.codes.send('sms_login', target, message, { userId: user?.id ?? null, setRetryAfter });
  }

  async checkSmsCode(
    input: { phone: string; code: string; remember: boolean },
    request: FastifyRequest,
  ): Promise<LoginResult> {
    const target = input.phone.replace(/\D/g, '');
    const user = await this.auth.repository.findUserByIdentifier({
      kind: 'phone_number',
      phoneDigits: target,
    });
    return this.redeem('sms_login', target, user, { ...input, field: 'sms_code', loginKind: 'sms' }, request);
  }

  async sendEmailCode(
    login: string,
    origin: string,
    setRetryAfter: (seconds: number) => void,
  ): Promise<SentCode> {
    const { target, user } = await this.emailTarget(login);
    const email = user?.status === 'active' ? user.email : null;
    const message = email
      ? {
          channel: 'email' as const,
          recipient: email,
          subject: 'Your login code',
          text: (code: string) => `Your login code: ${code}. It works once, for ten minutes.`,
          links: (code: string) => [
            {
              label: 'Log in',
              url: accountLink(origin, ACCOUNT_LINK_PATHS.emailLogin, user?.language ?? 'en', {
                login,
                code,
              }),
            },
          ],
        }
      : null;
    return this.codes.send('email_login', target, message, { userId: user?.id ?? null, setRetryAfter });
  }

  async checkEmailCode(
    input: { login: string; code: string; remember: boolean },
    request: FastifyRequest,
  ): Promise<LoginResult> {
    const { target, user } = await this.emailTarget(input.login);
    return this.redeem(
      'email_login',
      target,
      user,
      { ...input, field: 'confirm_code', loginKind: 'email' },
      request,
    );
  }

  private async emailTarget(login: string): Promise<{ target: string; user: UserRow | undefined }> {
    const identifier = parseLoginIdentifier(login);
    const user = identifier ? await this.auth.repository.findUserByIdentifier(identifier) : undefined;
    return { target: user ? `user:${user.id}` : `login:${login.trim().toLowerCase()}`, user };
  }

  private async redeem(
    purpose: SecretPurpose,
    target: string,
    user: UserRow | undefined,
    input: { code: string; remember: boolean; field: string; loginKind: string },
    request: FastifyRequest,
  ): Promise<LoginResult> {
    await this.auth.assertAddressOpen(request);
    const check = await this.auth.secrets.checkCode(purpose, target, input.code);
    if (check.outcome !== 'ok' || !user) {
      await this.auth.recordFailure(request, null, input.loginKind);
      throw AppError.validation(
        { [input.field]: [VALIDATION_MESSAGE_KEYS.authIncorrectCode] },
        'Wrong or expired code',
      );
    }
    if (user.status === 'blocked') throw new AppError('ACCOUNT_BLOCKED');
    if (!(await this.auth.secrets.use(check.secret)))
      throw AppError.validation({ [input.field]: [VALIDATION_MESSAGE_KEYS.authIncorrectCode] });
    return this.auth.startSession({ user, remember: input.remember, loginKind: input.loginKind, request });
  }
}
