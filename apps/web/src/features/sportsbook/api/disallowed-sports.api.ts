import { useQuery } from '@tanstack/react-query';
import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import type { UserSettings } from '@sportsbook/core/api/routes/account-area.routes';
import { useSession } from '../../auth/api/session.api';
import { API_BASE } from '../../../shared/http/api-paths';
import { httpRequest } from '../../../shared/http/http-client';
import type { FeedKind } from '../model/feed-types';

/**
 * The account area keeps the settings record under this key too, so sports a player disallows there are
 * hidden here as soon as the change is saved.
 */
const SETTINGS_KEY = ['office', 'settings'] as const;

const NONE: readonly number[] = [];

/**
 * Sports a logged-in player chose not to see (ACC-07), for line or live; a guest has none. `ready` is false
 * while the player's list is still loading, so lists do not fetch twice.
 */
export function useDisallowedSports(kind: FeedKind): { ready: boolean; sports: readonly number[] } {
  const { isAuthenticated } = useSession();
  const settings = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: async ({ signal }) =>
      (
        await httpRequest<{ data: { attributes: UserSettings } }>({
          url: `${API_BASE}/api/web/user/v1/settings`,
          jsonApi: true,
          timeoutMs: PAGE_LOAD_WAIT_MS,
          signal,
        })
      ).data.attributes,
    enabled: isAuthenticated,
  });
  if (!isAuthenticated) return { ready: true, sports: NONE };
  if (settings.isPending) return { ready: false, sports: NONE };
  const record = settings.data;
  return {
    ready: true,
    sports: (kind === 'live' ? record?.liveDisallowSport : record?.lineDisallowSport) ?? NONE,
  };
}
