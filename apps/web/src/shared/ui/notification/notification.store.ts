import { create } from 'zustand';
import type { NotificationType } from '@sportsbook/core/constants/notification.constants';
import { NOTIFICATION } from '@sportsbook/core/constants/ui-timing.constants';

export interface NotificationAction {
  label: string;
  onClick: () => void;
}

/** Notification of spec section 3 (UI-11): type, title, text, actions, close. Texts arrive translated. */
export interface AppNotification {
  id: number;
  type: NotificationType;
  title?: string;
  text?: string;
  actions?: readonly NotificationAction[];
  /** 0 keeps it until closed; a question waiting for an answer should not time out. */
  durationMs: number;
}

interface NotificationState {
  items: AppNotification[];
  notify: (notification: Omit<AppNotification, 'id' | 'durationMs'> & { durationMs?: number }) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useNotificationStore = create<NotificationState>((set) => ({
  items: [],
  notify: (notification) => {
    const id = nextId++;
    set(({ items }) => ({ items: [...items, { durationMs: NOTIFICATION.durationMs, ...notification, id }] }));
    return id;
  },
  dismiss: (id) => set(({ items }) => ({ items: items.filter((item) => item.id !== id) })),
}));

export const notify = (notification: Parameters<NotificationState['notify']>[0]) =>
  useNotificationStore.getState().notify(notification);
