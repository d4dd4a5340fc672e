import {
  SETTING_VALUE_SCHEMAS,
  USER_SETTINGS_DEFAULTS,
  userSettingsSchema,
  type UserSettings,
} from '@sportsbook/core/api/routes/account-area.routes';
import { ACCOUNT_MESSAGE_KEYS } from '@sportsbook/core/registration/registration-message-keys';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import type { ProfileRepository } from './profile.repository';

type SettingId = keyof typeof SETTING_VALUE_SCHEMAS;

function isSettingId(id: string): id is SettingId {
  return Object.hasOwn(SETTING_VALUE_SCHEMAS, id);
}

/** The player's settings record (ACC-05 to ACC-07, ACC-23): stored values over the defaults. */
export class SettingsService {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly clock: Clock,
  ) {}

  async get(userId: number): Promise<UserSettings> {
    const stored = await this.profiles.settings(userId);
    const merged = { ...USER_SETTINGS_DEFAULTS, ...stored };
    const parsed = userSettingsSchema.safeParse(merged);
    return parsed.success ? parsed.data : USER_SETTINGS_DEFAULTS;
  }

  async update(userId: number, changes: Partial<UserSettings>): Promise<UserSettings> {
    const next = { ...(await this.get(userId)), ...changes };
    await this.profiles.putSettings(userId, next, this.clock.now());
    return next;
  }

  /** savesetting: one known setting id and a value of its kind, else validation errors. */
  async save(userId: number, settingId: string | number, value: unknown): Promise<UserSettings> {
    const id = String(settingId);
    if (!isSettingId(id))
      throw AppError.validation({ setting_id: [ACCOUNT_MESSAGE_KEYS.invalidValue] }, `Unknown setting ${id}`);
    const parsed = SETTING_VALUE_SCHEMAS[id].safeParse(value);
    if (!parsed.success) throw AppError.validation({ setting_value: [ACCOUNT_MESSAGE_KEYS.invalidValue] });
    return this.update(userId, { [id]: parsed.data });
  }
}
