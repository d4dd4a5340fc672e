import { VALIDATION_MESSAGE_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import type { ValidationErrors } from '@sportsbook/core/errors/error-body';
import { ageOn, readMinimumAge } from '@sportsbook/core/registration/age';
import { CONTACT_FIELD_IDS, IDENTITY_FIELD_IDS } from '@sportsbook/core/registration/profile-field-ids';
import { ACCOUNT_MESSAGE_KEYS } from '@sportsbook/core/registration/registration-message-keys';
import { validateForm, type ValidatedField } from '@sportsbook/core/validation/validate-form';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import type { UserRow } from '../auth/auth.repository';
import type { AuthService } from '../auth/auth.service';
import { LOGIN_NAME_PATTERN } from '../auth/login-identifier';
import type { ReferenceService } from '../reference/reference.service';
import type { SiteConfigService } from '../site-config/site-config.service';
import type { ProfileRepository } from './profile.repository';
import type { RegistrationFieldsService } from './registration-fields.service';
import type { RegistrationRepository } from './registration.repository';
import { idValue, textValue } from './registration-values';

/** Fields a player may change at any time: contact data and the login name. */
const ALWAYS_EDITABLE: readonly string[] = [...CONTACT_FIELD_IDS, 'login'];
/** Values that live on the user row rather than in the profile. */
const USER_COLUMNS = { name: 'name', surname: 'surname', country_id: 'country_id' } as const;

export interface AccountDeps {
  readonly auth: AuthService;
  readonly profiles: ProfileRepository;
  readonly regions: RegistrationRepository;
  readonly fields: RegistrationFieldsService;
  readonly reference: () => ReferenceService;
  readonly siteConfig: () => SiteConfigService;
  readonly clock: Clock;
}

/** Account data for account edit, clarify data and change login (ACC-03). */
export class AccountDataService {
  constructor(private readonly deps: AccountDeps) {}

  async get(userId: number) {
    const user = await this.user(userId);
    const profile = await this.deps.profiles.profile(userId);
    const values = this.values(user, profile?.fields ?? {});
    return {
      userId: user.id,
      login: user.login_name ?? user.email ?? String(user.id),
      loginName: user.login_name,
      email: user.email,
      emailConfirmed: user.email_confirmed_at !== null,
      phone: user.phone,
      phoneConfirmed: user.phone_confirmed_at !== null,
      registrationType: user.registration_type,
      createdAt: user.created_at.toISOString(),
      fields: values,
      editable: [
        ...ALWAYS_EDITABLE,
        ...IDENTITY_FIELD_IDS.filter((id) => values[id] === undefined || values[id] === null || values[id] === ''),
      ],
    };
  }

  /** saveaccountfields: each value checked by the field rules of full registration, then stored. */
  async save(userId: number, changes: Record<string, unknown>) {
    const current = await this.get(userId);
    const user = await this.user(userId);
    const errors: ValidationErrors = {};
    for (const id of Object.keys(changes)) {
      const known =
        ALWAYS_EDITABLE.includes(id) || IDENTITY_FIELD_IDS.includes(id);
      if (!known) errors[id] = [ACCOUNT_MESSAGE_KEYS.unknownField];
      else if (!current.editable.includes(id as never)) errors[id] = [ACCOUNT_MESSAGE_KEYS.fieldLocked];
    }
    Object.assign(errors, await this.fieldErrors(user, changes, { ...current.fields, ...changes }, errors));
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);

    const at = this.deps.clock.now();
    const userChanges: Record<string, unknown> = {};
    const profileChanges: Record<string, unknown> = {};
    for (const [id, value] of Object.entries(changes)) {
      const cleaned = typeof value === 'string' ? value.trim() : value;
      if (id === 'login') userChanges.login_name = textValue(cleaned)?.toLowerCase() ?? null;
      else if (id in USER_COLUMNS)
        userChanges[USER_COLUMNS[id as keyof typeof USER_COLUMNS]] =
          id === 'country_id' ? idValue(cleaned) : cleaned;
      else profileChanges[id] = cleaned;
    }
    if (Object.keys(userChanges).length > 0)
      await this.deps.auth.repository.updateUser(userId, userChanges, at);
    if (Object.keys(profileChanges).length > 0)
      await this.deps.profiles.mergeProfileFields(userId, profileChanges, at);
    if ('login_name' in userChanges) await this.deps.auth.events.record('login_changed', { userId });
    return this.get(userId);
  }

  private async user(userId: number): Promise<UserRow> {
    const user = await this.deps.auth.findUser(userId);
    if (!user) throw new AppError('NOT_FOUND', 'No such account');
    return user;
  }

  private values(user: UserRow, profile: Record<string, unknown>): Record<string, unknown> {
    return {
      ...profile,
      name: user.name,
      surname: user.surname,
      country_id: user.country_id,
      login: user.login_name,
    };
  }

  private async fieldErrors(
    user: UserRow,
    changes: Record<string, unknown>,
    merged: Record<string, unknown>,
    known: ValidationErrors,
  ) {
    const { fields, reference, siteConfig, regions, auth, clock } = this.deps;
    const ids = Object.keys(changes).filter((id) => !known[id]);
    const country = user.country_id ? await reference().getCountryById(user.country_id) : undefined;
    const market = {
      partnerId: user.partner_id,
      country: country ? { id: country.id, iso2: country.iso2 } : null,
      language: user.language,
    };
    const descriptors: ValidatedField[] = (await fields.fields('full_reg', market))
      .filter((field) => ids.includes(field.id))
      .map((field) => ({ ...field, depends_on: undefined, required: IDENTITY_FIELD_IDS.includes(field.id) }));
    const errors = validateForm(merged, [
      ...descriptors,
      ...ids.filter((id) => !descriptors.some((d) => d.id === id)).map((id) => ({ id, max_length: 200 })),
    ]);
    if (ids.includes('login')) {
      const login = textValue(changes.login)?.toLowerCase();
      if (!login || !LOGIN_NAME_PATTERN.test(login)) errors.login = [ACCOUNT_MESSAGE_KEYS.loginInvalid];
      else if ((await auth.repository.takenIdentities({ loginName: login }, user.id)).loginName)
        errors.login = [ACCOUNT_MESSAGE_KEYS.loginTaken];
    }
    if (
      ids.includes('country_id') &&
      !(idValue(changes.country_id) && (await reference().getCountryById(idValue(changes.country_id)!)))
    )
      errors.country_id = [ACCOUNT_MESSAGE_KEYS.invalidValue];
    const regionId = idValue(merged.region_id);
    const countryId = idValue(merged.country_id);
    if (
      ids.includes('region_id') &&
      (!regionId || !countryId || !(await regions.regionExists(regionId, countryId)))
    )
      errors.region_id = [ACCOUNT_MESSAGE_KEYS.invalidValue];
    if (
      ids.includes('city_id') &&
      (!idValue(merged.city_id) ||
        !regionId ||
        !(await regions.cityExists(idValue(merged.city_id)!, regionId)))
    )
      errors.city_id = [ACCOUNT_MESSAGE_KEYS.invalidValue];
    const birthday = textValue(changes.date_birthday);
    const age = birthday ? ageOn(birthday, clock.now()) : undefined;
    if (ids.includes('date_birthday') && !errors.date_birthday) {
      const site = await siteConfig().resolve(market);
      if (age === undefined) errors.date_birthday = [VALIDATION_MESSAGE_KEYS.dateTime];
      else if (age < readMinimumAge(site.derived.minimumAge))
        errors.date_birthday = [ACCOUNT_MESSAGE_KEYS.minimumAge];
    }
    return errors;
  }
}
