import { z } from 'zod';
import { REGISTRATION_DATA_DEFAULTS } from '@sportsbook/core/registration/registration-data.defaults';
import {
  registrationDataConfigSchema,
  type RegistrationDataConfig,
} from '@sportsbook/core/registration/registration-data.schema';
import { menuItemSchema, type MenuItem } from '@sportsbook/core/site-config/menu-item.schema';
import type { ACCOUNTS_CONFIG_KEYS } from '@sportsbook/core/api/routes/accounts-ops.routes';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import { OFFICE_MENU_DEFAULTS } from './office-menu.data';
import type { RegistrationRepository } from './registration.repository';

export type AccountsConfigKey = (typeof ACCOUNTS_CONFIG_KEYS)[number];

const DOCUMENTS = {
  registration: { schema: registrationDataConfigSchema, defaults: REGISTRATION_DATA_DEFAULTS },
  office_menu: { schema: z.array(menuItemSchema), defaults: OFFICE_MENU_DEFAULTS },
} as const;

/** The operator's accounts documents per partner, each checked against its schema, with defaults. */
export class AccountsConfig {
  constructor(
    private readonly repository: RegistrationRepository,
    private readonly clock: Clock,
  ) {}

  async get(partnerId: number, key: 'registration'): Promise<RegistrationDataConfig>;
  async get(partnerId: number, key: 'office_menu'): Promise<MenuItem[]>;
  async get(partnerId: number, key: AccountsConfigKey): Promise<unknown>;
  async get(partnerId: number, key: AccountsConfigKey): Promise<unknown> {
    const stored = await this.repository.config(partnerId, key);
    const parsed = DOCUMENTS[key].schema.safeParse(stored);
    return parsed.success ? parsed.data : DOCUMENTS[key].defaults;
  }

  async put(partnerId: number, key: AccountsConfigKey, value: unknown, actor: string): Promise<unknown> {
    const parsed = DOCUMENTS[key].schema.safeParse(value);
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues)
        (errors[['value', ...issue.path.map(String)].join('.')] ??= []).push(issue.message);
      throw AppError.validation(errors, `Not a valid ${key} document`);
    }
    await this.repository.putConfig(partnerId, key, parsed.data, this.clock.now(), actor);
    return parsed.data;
  }
}
