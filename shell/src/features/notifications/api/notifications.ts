import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call, type NotificationPreference, notificationsContract, useLanguageStore } from 'shared-api';
import { shellKeys } from '../../../lib/query-keys.ts';
import { useShellMutation } from '../../../lib/use-shell-mutation.ts';
import { useUserId } from '../../../lib/use-user-id.ts';

/** How often the bell asks for the unread count (also on window focus). */
export const UNREAD_POLL_MS = 60_000;
export const NOTIFICATIONS_PAGE_SIZE = 10;

export function useUnreadCount() {
  const userId = useUserId();
  return useQuery({
    queryKey: shellKeys(userId).unreadCount,
    queryFn: ({ signal }) => call(notificationsContract.unreadCount, { signal }),
    enabled: userId !== '',
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/** The first `pages` pages of the list (the dialog's "Show more" asks for one more). */
export function useNotifications(pageSize: number, enabled: boolean) {
  const userId = useUserId();
  return useQuery({
    queryKey: shellKeys(userId).notificationList(pageSize),
    queryFn: ({ signal }) => call(notificationsContract.list, { query: { page: 1, pageSize }, signal }),
    enabled: enabled && userId !== '',
  });
}

export function useMarkRead() {
  return useShellMutation((id: string) => call(notificationsContract.markRead, { params: { id } }), {
    invalidates: (keys) => [keys.notifications],
  });
}

export function useMarkAllRead() {
  return useShellMutation(() => call(notificationsContract.markAllRead, {}), {
    invalidates: (keys) => [keys.notifications],
  });
}

export function useNotificationPreferences() {
  const userId = useUserId();
  return useQuery({
    queryKey: shellKeys(userId).notificationPreferences,
    queryFn: ({ signal }) => call(notificationsContract.preferences, { signal }),
    enabled: userId !== '',
  });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useShellMutation(
    (preferences: NotificationPreference[]) => call(notificationsContract.setPreferences, { body: { preferences } }),
    { onSuccess: (data) => queryClient.setQueryData(shellKeys(userId).notificationPreferences, data) },
  );
}

/**
 * Tells the server the signed-in user's language (their emails' language) when they sign in and whenever they
 * change it. A failure is harmless: the next change or sign-in sends it again.
 */
export function useReportLanguage(): void {
  const userId = useUserId();
  const language = useLanguageStore((state) => state.language);
  useEffect(() => {
    if (!userId) return;
    call(notificationsContract.setLanguage, { body: { language } }).catch(() => undefined);
  }, [userId, language]);
}
