import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { VALIDATION_MESSAGE_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import { ACCOUNT_LINK_PATHS, accountLink } from '@sportsbook/core/registration/account-links';
import { ACCOUNT_MESSAGE_KEYS } from '@sportsbook/core/registration/registration-message-keys';
import { checkEmail } from '@sportsbook/core/validation/email.rule';
import type { Database } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import type { OutboxService } from '../outbox/outbox.service';
import type { UserRow } from './auth.repository';
import type { AuthService } from './auth.service';
import type { SecretRow } from './auth-records.repository';

export const ACTIVATION_MS = 48 * 60 * 60_000;
const RESEND_MS = 60_000;
/** The repeat-activation popup shows at most once a day. */
const POPUP_INTERVAL_MS = 24 * 60 * 60_000;

/** E-mail activation (AUTH-09): a link and a code, each single use, sent through the outbox. */
export class ActivationService {
  constructor(
    private readonly auth: AuthService,
    private readonly db: Kysely<Database>,
    private readonly outbox: () => OutboxService,
    private readonly clock: Clock,
  ) {}

  /** Issues the link and the code and queues the letter, in the caller's transaction when given. */
  async send(
    user: Pick<UserRow, 'id' | 'language'>,
    email: string,
    origin: string,
    trx: Kysely<Database>,
  ): Promise<void> {
    const { token } = await this.auth.secrets.issueToken(
      'activation',
      String(user.id),
      { userId: user.id, ttlMs: ACTIVATION_MS },
      trx,
    );
    const { code } = await this.auth.secrets.issueCode(
      'activation_code',
      email,
      { userId: user.id, ttlMs: ACTIVATION_MS },
      trx,
    );
    await this.outbox().enqueue(
      {
        channel: 'email',
        recipient: email,
        subject: 'Confirm your e-mail',
        text: `Welcome! Confirm this address to activate your account. Your activation code: ${code}. The link and the code work once, for 48 hours.`,
        links: [
          {
            label: 'Activate the account',
            url: accountLink(origin, ACCOUNT_LINK_PATHS.activation, user.language, { token }),
          },
        ],
        purpose: 'activation',
        userId: user.id,
        sensitive: true,
      },
      trx,
    );
  }

  /** sendActivationMail: again, or to a new address for an account whose e-mail is not confirmed. */
  async resend(userId: number, newEmail: string | undefined, origin: string): Promise<{ email: string }> {
    const user = await this.auth.findUser(userId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    const email = newEmail?.trim().toLowerCase() || user.email;
    if (!email) throw AppError.validation({ email: [VALIDATION_MESSAGE_KEYS.required] });
    const problem = checkEmail(email);
    if (problem) throw AppError.validation({ email: [problem.key] });
    if (user.email_confirmed_at && email === user.email)
      throw AppError.validation(
        { email: [ACCOUNT_MESSAGE_KEYS.invalidValue] },
        'The e-mail is confirmed already',
      );
    if (email !== user.email && (await this.auth.repository.takenIdentities({ email }, user.id)).email)
      throw AppError.validation({ email: [ACCOUNT_MESSAGE_KEYS.emailTaken] });
    const latest = await this.auth.secrets.latest('activation', String(user.id));
    if (latest && latest.created_at.getTime() + RESEND_MS > this.clock.nowMs())
      throw new AppError('RATE_LIMITED', 'An activation letter was sent a moment ago');
    await this.db.transaction().execute(async (trx) => {
      if (email !== user.email)
        await this.auth.repository.updateUser(
          user.id,
          { email, email_confirmed_at: null },
          this.clock.now(),
          trx,
        );
      await this.auth.secrets.useAll(['activation', 'activation_code'], user.id, trx);
      await this.send(user, email, origin, trx);
    });
    return { email };
  }

  async activateByLink(token: string, request: FastifyRequest): Promise<number> {
    return this.confirm(await this.auth.secrets.findToken('activation', token), 'token', request);
  }

  async activateByCode(email: string, code: string, request: FastifyRequest): Promise<number> {
    await this.auth.assertAddressOpen(request);
    const target = email.trim().toLowerCase();
    const check = await this.auth.secrets.checkCode('activation_code', target, code);
    if (check.outcome !== 'ok') {
      await this.auth.recordFailure(request, null, 'activation');
      throw AppError.validation({ confirm_code: [VALIDATION_MESSAGE_KEYS.authIncorrectCode] });
    }
    return this.confirm(check.secret, 'confirm_code', request);
  }

  /** Whether to show the repeat-activation popup now; showing it is remembered for a day. */
  async popup(userId: number): Promise<{ show: boolean; email: string | null }> {
    const user = await this.auth.findUser(userId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    const now = this.clock.now();
    // A letter just sent (at registration, or asked for again) is reminder enough for the day.
    const letter = await this.auth.secrets.latest('activation', String(user.id));
    const recently = [user.activation_popup_shown_at, letter?.created_at].some(
      (at) => at && now.getTime() - at.getTime() < POPUP_INTERVAL_MS,
    );
    const show = Boolean(user.email && !user.email_confirmed_at && !recently);
    if (show) await this.auth.repository.updateUser(user.id, { activation_popup_shown_at: now }, now);
    return { show, email: user.email };
  }

  private async confirm(
    secret: SecretRow | undefined,
    field: string,
    request: FastifyRequest,
  ): Promise<number> {
    const userId = secret?.user_id;
    if (!secret || !userId) throw AppError.validation({ [field]: [ACCOUNT_MESSAGE_KEYS.linkInvalid] });
    await this.db.transaction().execute(async (trx) => {
      if (!(await this.auth.secrets.use(secret, trx)))
        throw AppError.validation({ [field]: [ACCOUNT_MESSAGE_KEYS.linkInvalid] });
      await this.auth.secrets.useAll(['activation', 'activation_code'], userId, trx);
      await this.auth.repository.updateUser(
        userId,
        { email_confirmed_at: this.clock.now() },
        this.clock.now(),
        trx,
      );
      await this.auth.events.record('email_confirmed', { userId, request }, trx);
    });
    return userId;
  }
}
