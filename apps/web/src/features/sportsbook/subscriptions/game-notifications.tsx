import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { TFunction } from '../../../shared/i18n/translator';
import { formatTime } from '@sportsbook/core/format/format-date';
import { useDateDisplay } from '../../../shared/format/use-date-display';
import type { Lang } from '../../../shared/i18n/languages';
import { useLang } from '../../../shared/i18n/use-lang';
import { useDropdown } from '../../../shared/ui/dropdown/use-dropdown';
import { ExtraIcon } from '../../../shared/ui/icon/extra-icon';
import { Sheet } from '../../../shared/ui/sheet/sheet';
import { notify } from '../../../shared/ui/notification/notification.store';
import { liveClientFor } from '../live/live-client';
import {
  addPushedNotification,
  useGameNotifications,
  useMarkNotificationsRead,
  type GameNotification,
} from './subscriptions.api';
import headerStyles from '../../../app/layout/header/header-controls.module.css';
import styles from './subscriptions.module.css';

/** A notification in the page's language: the game (with the score when there is one) and what happened. */
function describe(item: GameNotification, lang: Lang, t: TFunction) {
  const home = item.home[lang] || item.home.en;
  const away = item.away[lang] || item.away.en;
  const score = item.score ? ` ${item.score.S1}:${item.score.S2}` : '';
  const title = away ? `${home}${score || ' –'} ${away}` : `${home}${score}`;
  const team = item.side === 1 ? home : item.side === 2 ? away : '';
  return { title, text: t(item.key, { team, period: item.period ?? '' }) };
}

/**
 * Tells each notification that arrives while the page is open as a toast, once: those already there at the
 * first answer are only listed (the badge counts them), later ones above the highest id seen are new.
 */
function useNotificationToasts(items: readonly GameNotification[] | undefined) {
  const { t } = useTranslation();
  const lang = useLang();
  const highestSeen = useRef<number | null>(null);
  useEffect(() => {
    if (!items) return;
    const newest = Math.max(0, ...items.map((item) => item.id));
    const seen = highestSeen.current;
    highestSeen.current = Math.max(seen ?? 0, newest);
    if (seen === null) return;
    for (const item of items.filter((entry) => entry.id > seen && !entry.readAt).reverse()) {
      notify({ type: 'info', ...describe(item, lang, t) });
    }
  }, [items, lang, t]);
}

/** Listens on the page's live socket (opened anew with the player's cookie) for his notifications. */
function usePushedNotifications() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      liveClientFor(queryClient).connection.listen((message) => {
        if (message.type === 'notification') addPushedNotification(queryClient, message.notification);
      }),
    [queryClient],
  );
}

/** What the header shows of the notifications, and `opened` for when the player opens the list. */
export interface NotificationCenter {
  items: readonly GameNotification[];
  unread: number;
  /** What was unread when the list opened: it stays marked as new while the list is open. */
  fresh: ReadonlySet<number>;
  opened: () => void;
}

/**
 * The notifications of followed games (FAV-10) for a logged-in player: pushed over the live socket, polled
 * slowly as a fallback (see useGameNotifications), new ones toasted; opening the list marks what it shows read.
 */
export function useNotificationCenter(): NotificationCenter {
  const { data } = useGameNotifications();
  usePushedNotifications();
  useNotificationToasts(data?.data);
  const markRead = useMarkNotificationsRead();
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const items = data?.data ?? [];
  const opened = () => {
    const ids = items.filter((item) => !item.readAt).map((item) => item.id);
    setFresh(new Set(ids));
    if (ids.length > 0)
      markRead(ids).catch((error: unknown) => console.warn('notifications: not marked read', error));
  };
  return { items, unread: data?.unread ?? 0, fresh, opened };
}

/** The list itself, newest first. */
export function NotificationList({ center }: { center: NotificationCenter }) {
  const { t } = useTranslation();
  const lang = useLang();
  const dates = useDateDisplay();
  if (center.items.length === 0)
    return <p className={styles.note}>{t('subscription.notifications.empty')}</p>;
  return (
    <ul className={styles.notificationList}>
      {center.items.map((item) => {
        const { title, text } = describe(item, lang, t);
        return (
          <li key={item.id} className={center.fresh.has(item.id) ? styles.fresh : undefined}>
            <span className={styles.notificationTitle}>{title}</span>
            <span>{text}</span>
            <time className={styles.note} dateTime={item.createdAt}>
              {formatTime(new Date(item.createdAt), dates)}
            </time>
          </li>
        );
      })}
    </ul>
  );
}

/** The unread count on a bell or menu entry. */
export function UnreadBadge({ count }: { count: number }) {
  return count > 0 ? (
    <span className={`${styles.badge} tabular`} aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  ) : null;
}

/** The header's bell on wider screens: the unread count, and the list in a popover. */
export function GameNotificationsButton({ center }: { center: NotificationCenter }) {
  const { t } = useTranslation();
  const { open, toggle, rootRef } = useDropdown('click');
  const title = t('subscription.notifications.title');
  return (
    <div ref={rootRef} className={styles.bellRoot}>
      <button
        type="button"
        className={`${headerStyles.iconButton} ${styles.headerBell}`}
        aria-expanded={open}
        aria-label={t('subscription.notifications.label', { n: center.unread })}
        title={title}
        onClick={() => {
          if (!open) center.opened();
          toggle();
        }}
      >
        <ExtraIcon name="bell" size={20} />
        <UnreadBadge count={center.unread} />
      </button>
      {open ? (
        <div className={styles.notifications} role="dialog" aria-label={title}>
          <p className={styles.popoverTitle}>{title}</p>
          <NotificationList center={center} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * On phones the header has no room for a bell: the account menu holds this entry (with the count), and the
 * list opens as a bottom sheet (NotificationsSheet, kept outside the menu, which closes behind it).
 */
export function NotificationsMenuEntry({
  center,
  className,
  onOpen,
}: {
  center: NotificationCenter;
  className: string;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={className}
      aria-label={t('subscription.notifications.label', { n: center.unread })}
      onClick={() => {
        center.opened();
        onOpen();
      }}
    >
      <ExtraIcon name="bell" size={16} />
      {t('subscription.notifications.title')}
      <span className={styles.menuBadge}>
        <UnreadBadge count={center.unread} />
      </span>
    </button>
  );
}

export function NotificationsSheet({ center, onClose }: { center: NotificationCenter; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Sheet title={t('subscription.notifications.title')} onClose={onClose}>
      <NotificationList center={center} />
    </Sheet>
  );
}
