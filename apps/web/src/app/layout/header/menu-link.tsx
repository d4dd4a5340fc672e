import { useTranslation } from '../../../shared/i18n/use-translation';
import { NavLink } from 'react-router';
import type { MenuItem } from '@sportsbook/core/site-config/menu-item.schema';
import { useLang } from '../../../shared/i18n/use-lang';
import { Icon, type IconName } from '../../../shared/ui/icon/icon';
import { useModalStore } from '../../../shared/ui/modal/modal.store';
import styles from './menu-link.module.css';

const ICONS: Readonly<Record<string, IconName>> = {
  sports: 'sports',
  live: 'live',
  casino: 'casino',
  'live-casino': 'liveCasino',
  esports: 'esports',
  'virtual-sports': 'virtual',
  promotions: 'promo',
  toto: 'toto',
  results: 'results',
  statistics: 'trophy',
  bonuses: 'promo',
  'bonus-offer': 'promo',
};

interface MenuLinkProps {
  item: MenuItem;
  /** `bar`: the header's nav row; `list`: rows in a dropdown or the mobile menu. */
  look: 'bar' | 'list';
  onNavigate?: () => void;
}

/** One configured menu item: a site route, an external page, or a modal opened by name. */
export function MenuLink({ item, look, onNavigate }: MenuLinkProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const openModal = useModalStore((state) => state.openModal);
  const icon = ICONS[item.icon ?? item.id];
  const className = `${styles.link} ${styles[look]}`;
  const content = (
    <>
      {icon ? <Icon name={icon} size={18} className={styles.icon} /> : null}
      <span className={styles.label}>{t(item.langKey, { defaultValue: item.text ?? item.langKey })}</span>
      {item.sign ? <span className={styles.sign}>{t(`layout.menuSign.${item.sign}`)}</span> : null}
    </>
  );
  if (item.actionType === 'external') {
    return (
      <a
        className={className}
        href={item.link}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onNavigate}
      >
        {content}
      </a>
    );
  }
  if (item.actionType === 'modal') {
    return (
      <button
        type="button"
        className={className}
        onClick={() => {
          openModal(item.link);
          onNavigate?.();
        }}
      >
        {content}
      </button>
    );
  }
  return (
    <NavLink
      to={`/${lang}${item.link}`}
      className={({ isActive }) => `${className} ${isActive ? styles.active : ''}`}
      onClick={onNavigate}
    >
      {content}
    </NavLink>
  );
}
