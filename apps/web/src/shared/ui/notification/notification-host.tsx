import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { NOTIFICATION } from '@sportsbook/core/constants/ui-timing.constants';
import { Icon, type IconName } from '../icon/icon';
import { useNotificationStore, type AppNotification } from './notification.store';
import styles from './notification.module.css';

const ICONS: Record<AppNotification['type'], IconName> = {
  success: 'check',
  warning: 'alert',
  error: 'error',
  info: 'info',
  question: 'question',
};

function NotificationCard({ item }: { item: AppNotification }) {
  const { t } = useTranslation();
  const dismiss = useNotificationStore((state) => state.dismiss);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused || item.durationMs <= 0) return;
    const timer = setTimeout(() => dismiss(item.id), item.durationMs);
    return () => clearTimeout(timer);
  }, [paused, item.id, item.durationMs, dismiss]);

  return (
    <li
      className={`${styles.card} ${styles[item.type]}`}
      role={item.type === 'error' ? 'alert' : 'status'}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
    >
      <Icon name={ICONS[item.type]} size={20} className={styles.icon} />
      <div className={styles.content}>
        {item.title ? <p className={styles.title}>{item.title}</p> : null}
        {item.text ? <p className={styles.text}>{item.text}</p> : null}
        {item.actions?.length ? (
          <div className={styles.actions}>
            {item.actions.map((action) => (
              <button
                key={action.label}
                type="button"
                className={styles.action}
                onClick={() => {
                  action.onClick();
                  dismiss(item.id);
                }}
              >
                {action.label}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <button
        type="button"
        className={styles.close}
        onClick={() => dismiss(item.id)}
        aria-label={t('messages.main_close')}
      >
        <Icon name="close" size={14} />
      </button>
    </li>
  );
}

/** Bottom right, 260 px wide (UI-11); the newest notification is nearest the corner. */
export function NotificationHost() {
  const items = useNotificationStore((state) => state.items);
  return (
    <ol className={styles.host} style={{ inlineSize: NOTIFICATION.widthPx }}>
      {items.map((item) => (
        <NotificationCard key={item.id} item={item} />
      ))}
    </ol>
  );
}
