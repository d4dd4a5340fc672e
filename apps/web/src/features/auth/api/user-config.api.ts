import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import type { UserSettings } from '@sportsbook/core/api/routes/account-area.routes';
import { API_BASE } from '../../../shared/http/api-paths';
import { httpRequest } from '../../../shared/http/http-client';
import { applyCfview } from '../../../shared/odds/apply-cfview';

interface UserConfig {
  settings?: Partial<UserSettings>;
}

/**
 * After login the player's configuration is loaded (AUTH-10, GET user/getuserconfig) and what the page
 * shows follows it: odds in the format they chose on any device. A failure only costs that, so it is logged.
 */
export async function loadUserConfig(): Promise<void> {
  try {
    const response = await httpRequest<{ data: UserConfig }>({
      url: `${API_BASE}/user/getuserconfig`,
      timeoutMs: PAGE_LOAD_WAIT_MS,
    });
    applyCfview(response.data.settings?.cfview);
  } catch (error) {
    console.warn('user configuration could not be loaded', error);
  }
}
