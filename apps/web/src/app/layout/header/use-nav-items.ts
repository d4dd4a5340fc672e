import { useMemo } from 'react';
import type { MenuItem } from '@sportsbook/core/site-config/menu-item.schema';
import { useSession } from '../../../features/auth/api/session.api';
import { useLang } from '../../../shared/i18n/use-lang';
import { useSiteConfig } from '../../../shared/site-config/site-config.api';
import { evaluateRouteAccess } from '../../guard/route-access';
import { useGuardSettings } from '../../guard/use-guard-settings';
import { findRoute } from '../../routes/find-route';

function visibleByAuth(item: MenuItem, isAuthenticated: boolean): boolean {
  return item.visibilityByAuth === 'all' || (item.visibilityByAuth === 'user') === isAuthenticated;
}

/**
 * The header's menu items (CFG-26): those the configuration lists for this visitor's auth state, minus links
 * the route guard would answer with "not found" (a closed section, a page hidden from guests).
 */
export function useNavItems(): readonly MenuItem[] {
  const config = useSiteConfig();
  const lang = useLang();
  const { isAuthenticated } = useSession();
  const settings = useGuardSettings();
  return useMemo(
    () =>
      config.header.menuItems.filter((item) => {
        if (!visibleByAuth(item, isAuthenticated)) return false;
        if (item.actionType !== 'route') return true;
        const route = findRoute(item.link);
        if (!route) return true;
        const access = evaluateRouteAccess(route.meta, {
          lang,
          isAuthenticated,
          settings,
          notFoundPaths: config.other.notFoundPaths,
          path: item.link,
          params: route.params,
        });
        return access.kind !== 'not-found' && access.kind !== 'redirect-not-found';
      }),
    [config, lang, isAuthenticated, settings],
  );
}
