import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  call,
  type NotificationPreference,
  notificationsContract,
  useLanguageStore,
  userKeys,
  useSession,
} from 'shared-api';

/** How often the bell asks for the unread count (also on window focus). */
export const UNREAD_POLL_MS = 60_000;
export const NOTIFICATIONS_PAGE_SIZE = 10;

const notificationKeys = (userId: string) => [...userKeys(userId).all, 'notifications'] as const;

function useUserId(): string {
  return useSession((state) => state.user?.id) ?? '';
}

export function useUnreadCount() {
  const userId = useUserId();
  return useQuery({
    queryKey: [...notificationKeys(userId), 'unread'],
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
    queryKey: [...notificationKeys(userId), 'list', pageSize],
    queryFn: ({ signal }) => call(notificationsContract.list, { query: { page: 1, pageSize }, signal }),
    enabled: enabled && userId !== '',
  });
}

function useInvalidateNotifications() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return () => queryClient.invalidateQueries({ queryKey: notificationKeys(userId) });
}

export function useMarkRead() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: (id: string) => call(notificationsContract.markRead, { params: { id } }),
    onSettled: invalidate,
  });
}

export function useMarkAllRead() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: () => call(notificationsContract.markAllRead, {}),
    onSettled: invalidate,
  });
}

export function useNotificationPreferences() {
  const userId = useUserId();
  return useQuery({
    queryKey: [...notificationKeys(userId), 'preferences'],
    queryFn: ({ signal }) => call(notificationsContract.preferences, { signal }),
    enabled: userId !== '',
  });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: (preferences: NotificationPreference[]) =>
      call(notificationsContract.setPreferences, { body: { preferences } }),
    onSuccess: (data) => queryClient.setQueryData([...notificationKeys(userId), 'preferences'], data),
  });
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
