import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { encodePassword } from '@sportsbook/core/registration/encoded-password';
import { ACCOUNT_MESSAGE_KEYS } from '@sportsbook/core/registration/registration-message-keys';
import { registrationKind } from '@sportsbook/core/registration/registration-types';
import type { ValidationErrors } from '@sportsbook/core/errors/error-body';
import type { Database } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import type { AuthFlows } from '../auth/auth-flows';
import type { AuthService, LoginResult } from '../auth/auth.service';
import type { CaptchaService } from '../captcha/captcha.service';
import type { WalletService } from '../wallet/wallet.contract';
import type { Market } from './market';
import type { ProfileRepository } from './profile.repository';
import { createPlayerRecords } from './player-records';
import { checkRegistration, type CheckDeps, type CheckedRegistration } from './registration-checks';
import type { RegistrationDataService } from './registration-data.service';
import type { RegistrationFieldsService } from './registration-fields.service';
import { generatePassword, isTicked, SUBMIT_META_KEYS, textValue } from './registration-values';
import type { AccountsConfig } from './accounts-config';

export interface RegistrationResult {
  readonly session: LoginResult;
  readonly userId: number;
  readonly login: string;
  readonly type: string;
  readonly password?: string;
  readonly activationSent: boolean;
  readonly redirectTo: string | null;
}

export interface SubmitDeps extends Omit<CheckDeps, 'clock'> {
  readonly db: Kysely<Database>;
  readonly auth: AuthService;
  readonly flows: AuthFlows;
  readonly wallet: () => WalletService;
  readonly fields: RegistrationFieldsService;
  readonly data: RegistrationDataService;
  readonly config: AccountsConfig;
  readonly profiles: ProfileRepository;
  readonly captcha: CaptchaService;
  readonly clock: Clock;
}

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * The registration submit (REG-41, designed): checks the values, then creates the player, the main currency
 * account (through the wallet, in the same transaction), the profile, the activation letter and the session
 * together, so a failure anywhere leaves nothing behind.
 */
export class RegistrationSubmitService {
  constructor(private readonly deps: SubmitDeps) {}

  async submit(
    body: Record<string, unknown>,
    market: Market,
    request: FastifyRequest,
    origin: string,
  ): Promise<RegistrationResult> {
    const { fields, clock } = this.deps;
    const type = fields.typeOf(String(body.type));
    const kind = registrationKind(type);
    if (kind === 'social')
      throw new AppError('BAD_REQUEST', 'A social registration starts at oauth/rights with the provider');
    const values = Object.fromEntries(Object.entries(body).filter(([key]) => !SUBMIT_META_KEYS.has(key)));
    const config = await this.deps.config.get(market.partnerId, 'registration');
    const form = await fields.fields(type, market);
    const { errors, registration } = await checkRegistration(form, values, market, config.defaultCurrencyId, {
      ...this.deps,
      clock,
    });
    await this.checkIdentity(registration, errors);
    const phoneCode =
      kind === 'phone'
        ? await this.confirmedPhoneCode(registration, values.phone_confirmation, errors)
        : undefined;
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    // Checked only once the rest passes, as checking uses the picture up.
    const customCaptcha = form.find((field) => field.type === 'custom_captcha');
    if (customCaptcha && !(await this.deps.captcha.answerCustom(market.partnerId, body, request)))
      throw AppError.validation({ [customCaptcha.id]: [ACCOUNT_MESSAGE_KEYS.captchaWrong] });

    const password = kind === 'one_click' ? generatePassword() : String(registration.visible.password);
    const remember = isTicked(body.remember_auth);
    try {
      const { userId, session, policy } = await this.create({
        registration,
        password,
        type,
        market,
        remember,
        request,
        phoneCode,
        bonusCode: textValue(body.bonus) ?? null,
        values,
        afterUser: async (userId, trx) => {
          if (registration.email && kind === 'email')
            await this.deps.flows.activation.send(
              { id: userId, language: market.language },
              registration.email,
              origin,
              trx,
            );
        },
      });
      return {
        session,
        userId,
        type,
        login: kind === 'email' && registration.email ? registration.email : String(userId),
        ...(kind === 'one_click' && { password: encodePassword(password) }),
        activationSent: kind === 'email' && registration.email !== null,
        redirectTo: policy.redirectAfterRegistration,
      };
    } catch (error) {
      // Two registrations of one e-mail or phone at once: the database's unique index decides.
      if (!isUniqueViolation(error)) throw error;
      const raced: ValidationErrors = {};
      await this.checkIdentity(registration, raced);
      throw AppError.validation(
        Object.keys(raced).length > 0 ? raced : { email: [ACCOUNT_MESSAGE_KEYS.emailTaken] },
      );
    }
  }

  /**
   * A player from a social sign-in (REG-34): no form, so the country is the chosen or detected one, the
   * currency the chosen or default one, the e-mail the provider verified, and a random password the player
   * can replace through the password reset. `link` adds the identity in the same transaction.
   */
  async registerSocial(input: {
    readonly email: string | null;
    readonly name: string | null;
    readonly countryId: number | null;
    readonly currencyId: number | null;
    readonly market: Market;
    readonly request: FastifyRequest;
    readonly link: (userId: number, trx: Kysely<Database>) => Promise<void>;
  }): Promise<{ userId: number; session: LoginResult }> {
    const { market } = input;
    const config = await this.deps.config.get(market.partnerId, 'registration');
    const registration: CheckedRegistration = {
      email: input.email,
      phone: null,
      name: input.name,
      surname: null,
      countryId: input.countryId ?? market.country?.id ?? null,
      currencyId: input.currencyId ?? config.defaultCurrencyId,
      bonusChoice: null,
      visible: {},
    };
    try {
      return await this.create({
        registration,
        password: generatePassword(),
        type: 'soc_reg',
        market,
        remember: false,
        request: input.request,
        bonusCode: null,
        values: {},
        emailConfirmed: input.email !== null,
        afterUser: input.link,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('SOCIAL_EMAIL_TAKEN');
      throw error;
    }
  }

  /**
   * Creates the player, the main currency account (through the wallet), the profile and the session in one
   * transaction, so a failure anywhere leaves nothing behind.
   */
  private async create(input: {
    registration: CheckedRegistration;
    password: string;
    type: string;
    market: Market;
    remember: boolean;
    request: FastifyRequest;
    phoneCode?: Awaited<ReturnType<RegistrationSubmitService['confirmedPhoneCode']>>;
    bonusCode: string | null;
    values: Record<string, unknown>;
    /** The provider verified the e-mail (social sign-in): no activation letter, no reminder. */
    emailConfirmed?: boolean;
    afterUser: (userId: number, trx: Kysely<Database>) => Promise<void>;
  }) {
    const { auth } = this.deps;
    const { registration, market, type, request, phoneCode } = input;
    const passwordHash = await auth.hasher.hash(input.password);
    const owner = {
      partner_id: market.partnerId,
      country_id: registration.countryId,
      language: market.language,
    };
    const policy = await auth.sessionPolicy(owner);
    const created = await this.deps.db.transaction().execute(async (trx) => {
      const { userId } = await createPlayerRecords(
        this.deps,
        {
          registration,
          passwordHash,
          type,
          partnerId: market.partnerId,
          language: market.language,
          values: input.values,
          bonusCode: input.bonusCode,
          ip: request.ip,
          phoneConfirmed: phoneCode !== undefined,
          emailConfirmed: input.emailConfirmed ?? false,
        },
        trx,
      );
      if (phoneCode && !(await auth.secrets.use(phoneCode, trx)))
        throw AppError.validation({ phone_confirmation: [ACCOUNT_MESSAGE_KEYS.phoneNotConfirmed] });
      await input.afterUser(userId, trx);
      await auth.events.record('register', { userId, request, detail: { type } }, trx);
      const user = {
        id: userId,
        email: registration.email,
        phone: registration.phone,
        login_name: null,
        status: 'active' as const,
        ...owner,
      };
      const session = await auth.startSession({
        user,
        remember: input.remember,
        loginKind: 'registration',
        request,
        trx,
        policy,
      });
      return { userId, session };
    });
    return { ...created, policy };
  }

  private async checkIdentity(registration: CheckedRegistration, errors: ValidationErrors): Promise<void> {
    const taken = await this.deps.auth.repository.takenIdentities({
      email: registration.email,
      phone: registration.phone,
    });
    if (taken.email && !errors.email) errors.email = [ACCOUNT_MESSAGE_KEYS.emailTaken];
    if (taken.phone && !errors.phone) errors.phone = [ACCOUNT_MESSAGE_KEYS.phoneTaken];
  }

  /** phone_reg: the code confirmed for this phone, presented again as phone_confirmation. */
  private async confirmedPhoneCode(
    registration: CheckedRegistration,
    code: unknown,
    errors: ValidationErrors,
  ) {
    if (!registration.phone || typeof code !== 'string' || errors.phone || errors.phone_confirmation)
      return undefined;
    const check = await this.deps.auth.secrets.checkCode('phone_registration', registration.phone, code, {
      confirmed: true,
    });
    if (check.outcome === 'ok') return check.secret;
    errors.phone_confirmation = [ACCOUNT_MESSAGE_KEYS.phoneNotConfirmed];
    return undefined;
  }
}
