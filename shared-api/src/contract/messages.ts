import { z } from 'zod';
import { adminPageSchema, pagingFields } from './admin.ts';
import { idParamsSchema } from './common.ts';
import {
  MESSAGE_MAX,
  MESSAGE_REPORT_REASON_MAX,
  messageMessages,
  REPORTED_MESSAGES_PAGE_SIZE,
} from './messages-constants.ts';
import type { ApiRoute } from './route.ts';

/** The two sides of a thread. */
export const MESSAGE_SIDES = ['employer', 'job_seeker'] as const;
export const messageSideSchema = z.enum(MESSAGE_SIDES);
export type MessageSide = z.infer<typeof messageSideSchema>;

/** One message of a thread, as one of its two parties reads it. */
export const threadMessageSchema = z.object({
  id: z.string(),
  /** Which side wrote it (kept when the writer's account is deleted and their messages with it). */
  from: messageSideSchema,
  /** Written by the reader. */
  mine: z.boolean(),
  /** Plain text as typed: shown as text, never as markup. */
  body: z.string(),
  createdAt: z.string(),
  /** Opened by its recipient. */
  read: z.boolean(),
  /** The reader reported it (a message is reported once per reader). */
  reported: z.boolean(),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

/** The thread of one application: who it is with, whether it takes messages, and its messages oldest first. */
export const messageThreadSchema = z.object({
  applicationId: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  seekerId: z.string(),
  /** The reader's side. */
  you: messageSideSchema,
  /** The company (to the applicant) or the applicant's name (to the employer); '' when their account is deleted. */
  otherName: z.string(),
  /** False once the application is rejected or withdrawn or either account is deleted: read-only. */
  open: z.boolean(),
  messages: z.array(threadMessageSchema),
});
export type MessageThread = z.infer<typeof messageThreadSchema>;

/** A message's text: 1 to MESSAGE_MAX characters, not only spaces; stored as typed. */
export const messageBodySchema = z.object({
  body: z
    .string({ message: messageMessages.bodyRequired })
    .max(MESSAGE_MAX, messageMessages.bodyTooLong)
    .refine((body) => body.trim().length > 0, messageMessages.bodyRequired),
});
export type MessageBody = z.infer<typeof messageBodySchema>;

/** Why the reader reports a message to the administrators. */
export const messageReportBodySchema = z.object({
  reason: z
    .string({ message: messageMessages.reportReasonRequired })
    .trim()
    .min(1, messageMessages.reportReasonRequired)
    .max(MESSAGE_REPORT_REASON_MAX, messageMessages.reportReasonTooLong),
});
export type MessageReportBody = z.infer<typeof messageReportBodySchema>;

/** The reader's unread messages: in all, and per thread (the newest threads first, at most UNREAD_THREADS_MAX). */
export const unreadMessagesSchema = z.object({
  total: z.number().int(),
  threads: z.array(
    z.object({ applicationId: z.string(), jobId: z.string(), seekerId: z.string(), unread: z.number().int() }),
  ),
});
export type UnreadMessages = z.infer<typeof unreadMessagesSchema>;

/** The thread between a job's employer and one applicant: only those two accounts read and write it. */
export const messagesContract = {
  thread: {
    method: 'GET',
    path: '/applications/:id/messages',
    params: idParamsSchema,
    response: messageThreadSchema,
  },
  send: {
    method: 'POST',
    path: '/applications/:id/messages',
    params: idParamsSchema,
    body: messageBodySchema,
    response: threadMessageSchema,
  },
  report: { method: 'POST', path: '/messages/:id/report', params: idParamsSchema, body: messageReportBodySchema },
  unread: { method: 'GET', path: '/messages/unread', response: unreadMessagesSchema },
} as const satisfies Record<string, ApiRoute>;

/** One open report of a message, as the administrators' list shows it. */
export const messageReportSchema = z.object({
  id: z.string(),
  reason: z.string(),
  reportedAt: z.string(),
  reporterName: z.string(),
  message: z.object({ id: z.string(), body: z.string(), createdAt: z.string(), from: messageSideSchema }),
  sender: z.object({ id: z.string(), name: z.string(), isActive: z.boolean() }),
  recipientName: z.string(),
  application: z.object({ id: z.string(), jobId: z.string(), jobTitle: z.string(), seekerId: z.string() }),
});
export type MessageReport = z.infer<typeof messageReportSchema>;

export const messageReportsQuerySchema = z.object(pagingFields(REPORTED_MESSAGES_PAGE_SIZE));
export type MessageReportsQuery = z.input<typeof messageReportsQuerySchema>;

export const messageReportActionSchema = z.object({
  action: z.enum(['dismiss', 'deactivate'], messageMessages.reportActionInvalid),
});
export type MessageReportAction = z.infer<typeof messageReportActionSchema>['action'];

/** The administrators' list of reported messages (open reports, newest first) and what they decide. */
export const adminMessageReportsContract = {
  list: {
    method: 'GET',
    path: '/admin/message-reports',
    query: messageReportsQuerySchema,
    response: adminPageSchema(messageReportSchema),
  },
  /** Dismiss the report, or deactivate the sender (the admins' deactivation) and settle every open report of theirs. */
  settle: {
    method: 'POST',
    path: '/admin/message-reports/:id',
    params: idParamsSchema,
    body: messageReportActionSchema,
  },
} as const satisfies Record<string, ApiRoute>;
