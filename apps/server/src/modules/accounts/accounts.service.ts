import type { UserSettings } from '@sportsbook/core/api/routes/account-area.routes';
import { serviceKey } from '../../platform/service-registry';

/** What other modules may ask of accounts: a player's settings (odds format, sports hidden from line and live). */
export interface AccountsService {
  settings(userId: number): Promise<UserSettings>;
}

export const ACCOUNTS_SERVICE = serviceKey<AccountsService>('accounts');
