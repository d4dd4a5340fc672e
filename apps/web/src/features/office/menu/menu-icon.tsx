import { ExtraIcon, isExtraIconName, type ExtraIconName } from '../../../shared/ui/icon/extra-icon';
import { Icon, type IconName } from '../../../shared/ui/icon/icon';

const MAIN_ICONS: readonly IconName[] = [
  'user',
  'shield',
  'wallet',
  'promo',
  'results',
  'sports',
  'tools',
  'info',
  'lock',
];
/** The menu's icon names that are drawn by an icon of another name. */
const ALIASES: Readonly<Record<string, IconName | ExtraIconName>> = {
  settings: 'sliders',
  admin: 'send',
  support: 'info',
  login: 'user',
  registration: 'plus',
};

/** A menu item's icon by name, from either icon set; an unknown name draws nothing. */
export function MenuIcon({ name }: { name?: string }) {
  const resolved = name ? (ALIASES[name] ?? name) : undefined;
  if (!resolved) return null;
  if ((MAIN_ICONS as readonly string[]).includes(resolved))
    return <Icon name={resolved as IconName} size={18} />;
  return isExtraIconName(resolved) ? <ExtraIcon name={resolved} size={18} /> : null;
}
