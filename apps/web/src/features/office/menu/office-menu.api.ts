import { useQuery } from '@tanstack/react-query';
import type { MenuItem } from '@sportsbook/core/site-config/menu-item.schema';
import { officeCall } from '../office-request';
import { DEFAULT_OFFICE_MENU } from './default-office-menu';

/** Items a logged-in player sees (visibilityByAuth all or user), at every depth. */
export function forPlayer(items: readonly MenuItem[]): MenuItem[] {
  return items
    .filter((item) => item.visibilityByAuth !== 'guest')
    .map((item) => ({ ...item, subMenuItems: forPlayer(item.subMenuItems ?? []) }));
}

/**
 * The office menu from getLeftMenuData (ACC-02). The account area must stay usable when the call fails, so
 * the built-in menu stands in (and is logged).
 */
export function useOfficeMenu() {
  return useQuery({
    queryKey: ['office', 'menu'],
    queryFn: async ({ signal }) => {
      try {
        const data = await officeCall<MenuItem[] | { items: MenuItem[] }>('getLeftMenuData', {}, signal);
        const items = Array.isArray(data) ? data : data.items;
        return items.length ? forPlayer(items) : DEFAULT_OFFICE_MENU;
      } catch (error) {
        console.error('office menu could not be loaded', error);
        return DEFAULT_OFFICE_MENU;
      }
    },
  });
}
