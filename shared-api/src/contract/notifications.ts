import { z } from 'zod';
import { idParamsSchema, type Role } from './common.ts';
import { LANGUAGES, NOTIFICATION_KINDS } from './notifications-constants.ts';
import type { ApiRoute } from './route.ts';

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/**
 * The kinds each role can turn off, per channel (the others are account messages that always arrive, with no
 * unsubscribe link). `digest`: only new applications can come as one daily email instead.
 */
export const OPTIONAL_NOTIFICATION_KINDS: Record<Role, readonly NotificationKind[]> = {
  job_seeker: [
    'application_status',
    'job_closing',
    'training_reminder',
    'message_received',
    'interview',
    'invitation_received',
  ],
  employer: ['application_received', 'message_received', 'interview_answer'],
  admin: [],
};

export const notificationSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  /**
   * What the sentence is built from: jobTitle, companyName, seekerName, status, reason, count… (null = none).
   * Trainings: trainingTitle_en, trainingTitle_ne, startDate, status (enrolled, waiting, promoted, changed,
   * cancelled), position; a change also carries schedule_en, schedule_ne, venue_en, venue_ne.
   */
  params: z.record(z.string(), z.string().nullable()),
  /** The app path of the thing it is about. */
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type NotificationsQuery = z.input<typeof notificationsQuerySchema>;

export const notificationsPageSchema = z.object({
  items: z.array(notificationSchema),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

/** `unread`: unread notifications (the badge); `messages`: unread messages in the reader's threads. */
export const unreadCountSchema = z.object({ unread: z.number().int(), messages: z.number().int().default(0) });

export const notificationPreferenceSchema = z.object({
  kind: notificationKindSchema,
  inApp: z.boolean(),
  email: z.boolean(),
  /** Emails of this kind once a day (DIGEST_NOTIFICATION_KINDS only; false for the others). */
  digest: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferencesSchema = z.object({ preferences: z.array(notificationPreferenceSchema) });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const languageBodySchema = z.object({ language: z.enum(LANGUAGES) });

/** The signed-in user's notifications (any role), preferences and email language. */
export const notificationsContract = {
  list: { method: 'GET', path: '/notifications', query: notificationsQuerySchema, response: notificationsPageSchema },
  unreadCount: { method: 'GET', path: '/notifications/unread-count', response: unreadCountSchema },
  markRead: { method: 'POST', path: '/notifications/:id/read', params: idParamsSchema },
  markAllRead: { method: 'POST', path: '/notifications/read-all' },
  preferences: { method: 'GET', path: '/notifications/preferences', response: notificationPreferencesSchema },
  setPreferences: {
    method: 'PUT',
    path: '/notifications/preferences',
    body: notificationPreferencesSchema,
    response: notificationPreferencesSchema,
  },
  /** The language of the user's emails; the client sends it when the user changes it. */
  setLanguage: { method: 'PUT', path: '/users/me/language', body: languageBodySchema },
} as const satisfies Record<string, ApiRoute>;
