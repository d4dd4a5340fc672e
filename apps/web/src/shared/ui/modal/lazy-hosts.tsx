import { lazy, Suspense } from 'react';
import { useNotificationStore } from '../notification/notification.store';
import type { ModalRegistry } from './modal-host';
import { useModalStore } from './modal.store';

const ModalHost = lazy(() => import('./modal-host').then((module) => ({ default: module.ModalHost })));
const NotificationHost = lazy(() =>
  import('../notification/notification-host').then((module) => ({ default: module.NotificationHost })),
);

/**
 * The modal and notification layers, whose code loads the first time there is something to show: most
 * visits open neither, and the first load stays light.
 */
export function LazyHosts({ registry }: { registry: ModalRegistry }) {
  const hasModals = useModalStore((state) => state.records.length > 0);
  const hasNotifications = useNotificationStore((state) => state.items.length > 0);
  return (
    <Suspense fallback={null}>
      {hasModals ? <ModalHost registry={registry} /> : null}
      {hasNotifications ? <NotificationHost /> : null}
    </Suspense>
  );
}
