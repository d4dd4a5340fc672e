import { z } from 'zod';

/** Who sees a menu item (CFG-26): everyone, guests only, or logged-in players only. */
export const MENU_VISIBILITY = ['all', 'guest', 'user'] as const;
/** A site route, an external page in a new tab, or a modal opened by name. */
export const MENU_ACTION_TYPES = ['route', 'external', 'modal'] as const;

/** Menu item of spec section 3. Route links are site paths without the language segment: the web adds it. */
export interface MenuItem {
  id: string;
  langKey: string;
  actionType: (typeof MENU_ACTION_TYPES)[number];
  link: string;
  icon?: string | undefined;
  ico?: string | undefined;
  icoPath?: string | undefined;
  text?: string | undefined;
  subMenuItems: MenuItem[];
  mediaKey?: string | undefined;
  toolTipText?: string | undefined;
  api_key?: string | undefined;
  provider_type?: string | undefined;
  visibilityByAuth: (typeof MENU_VISIBILITY)[number];
  /** A small badge beside the label, e.g. `new` or `live`. */
  sign?: string | undefined;
}

export const menuItemSchema: z.ZodType<MenuItem> = z.object({
  id: z.string().min(1),
  langKey: z.string().min(1),
  actionType: z.enum(MENU_ACTION_TYPES),
  link: z.string(),
  icon: z.string().optional(),
  ico: z.string().optional(),
  icoPath: z.string().optional(),
  text: z.string().optional(),
  get subMenuItems() {
    return z.array(menuItemSchema);
  },
  mediaKey: z.string().optional(),
  toolTipText: z.string().optional(),
  api_key: z.string().optional(),
  provider_type: z.string().optional(),
  visibilityByAuth: z.enum(MENU_VISIBILITY),
  sign: z.string().optional(),
});

/** A top-level item linking to a site route, visible to everyone unless told otherwise. */
export function routeItem(id: string, link: string, extra: Partial<MenuItem> = {}): MenuItem {
  return {
    id,
    langKey: `layout.menu.${id}`,
    actionType: 'route',
    link,
    subMenuItems: [],
    visibilityByAuth: 'all',
    ...extra,
  };
}
