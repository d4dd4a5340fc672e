/** Notification types of spec section 3. */
export const NOTIFICATION_TYPES = ['success', 'warning', 'error', 'info', 'question'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
