import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import type { SessionUser } from '../../../features/auth/api/session.api';
import { useLogoutFlow } from '../../../features/auth/use-logout-flow';
import {
  GameNotificationsButton,
  NotificationsMenuEntry,
  NotificationsSheet,
  useNotificationCenter,
} from '../../../features/sportsbook/subscriptions/game-notifications';
import { HeaderBalance } from '../../../features/wallet/header-balance';
import { PHONE_MEDIA, useMediaQuery } from '../../../shared/hooks/use-media-query';
import { useLang } from '../../../shared/i18n/use-lang';
import { buttonClassName } from '../../../shared/ui/button/button';
import { Dropdown } from '../../../shared/ui/dropdown/dropdown';
import { Icon } from '../../../shared/ui/icon/icon';
import { ACCOUNT_LINKS } from './account-links';
import styles from './account-area.module.css';

export function UserActions({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const lang = useLang();
  const logout = useLogoutFlow();
  const notifications = useNotificationCenter();
  // A phone's header has no room for the notifications bell: the account menu holds it there.
  const phone = useMediaQuery(PHONE_MEDIA);
  const [notificationsSheet, setNotificationsSheet] = useState(false);
  return (
    <div className={styles.actions}>
      <HeaderBalance />
      {phone ? null : <GameNotificationsButton center={notifications} />}
      <Link to={`/${lang}/office/recharge`} className={buttonClassName({ variant: 'primary' })}>
        {t('header.deposit')}
      </Link>
      <Dropdown
        ariaLabel={t('account.menu.label')}
        triggerClassName={styles.account}
        label={
          <>
            <span className={styles.avatar}>
              <Icon name="user" size={16} />
              {phone && notifications.unread > 0 ? <span className={styles.unreadDot} /> : null}
            </span>
            <span className={styles.login}>{user.login}</span>
          </>
        }
      >
        {(close) => (
          <ul className={styles.menu}>
            {phone ? (
              <li>
                <NotificationsMenuEntry
                  center={notifications}
                  className={styles.menuItem}
                  onOpen={() => {
                    close();
                    setNotificationsSheet(true);
                  }}
                />
              </li>
            ) : null}
            {ACCOUNT_LINKS.map((link) => (
              <li key={link.path}>
                <Link to={`/${lang}/${link.path}`} className={styles.menuItem} onClick={close}>
                  <Icon name={link.icon} size={16} />
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
            <li className={styles.separator} role="separator" />
            <li>
              <button
                type="button"
                className={styles.menuItem}
                onClick={() => {
                  close();
                  logout();
                }}
              >
                <Icon name="logout" size={16} />
                {t('header.logout')}
              </button>
            </li>
          </ul>
        )}
      </Dropdown>
      {notificationsSheet ? (
        <NotificationsSheet center={notifications} onClose={() => setNotificationsSheet(false)} />
      ) : null}
    </div>
  );
}
