import { alertKeys, userKeys } from 'shared-api';

/**
 * Query keys of the shell's own screens (the bell, settings), scoped by the logged-in user's id (under
 * `userKeys(userId).all`, which logout clears): one key per endpoint.
 */
export const shellKeys = (userId: string) => {
  const notifications = userKeys(userId).notifications();
  return {
    /** Every notification entry: what a change of a notification refreshes. */
    notifications,
    /** GET /notifications/unread-count */
    unreadCount: [...notifications, 'unread'] as const,
    /** GET /notifications?page=1&pageSize= */
    notificationList: (pageSize: number) => [...notifications, 'list', pageSize] as const,
    /** GET /notifications/preferences */
    notificationPreferences: [...notifications, 'preferences'] as const,
    /** GET /alerts (shared-api's `alertKeys`) */
    alerts: alertKeys(userId),
  };
};

export type ShellKeys = ReturnType<typeof shellKeys>;
