import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { call } from '../client/call.ts';
import { messagesContract } from '../contract-refs.ts';
import { userKeys } from './user.ts';

/** Keys of the signed-in user's message threads (employer or applicant), under their private scope. */
export const messageKeys = (userId: string) => {
  const all = [...userKeys(userId).all, 'messages'] as const;
  return {
    all,
    /** GET /applications/:id/messages */
    thread: (applicationId: string) => [...all, 'thread', applicationId] as const,
    /** GET /messages/unread */
    unread: () => [...all, 'unread'] as const,
  };
};

/**
 * GET /applications/:id/messages: the thread, oldest first. Fetching it reads it (the server marks the reader's
 * messages read), so it refreshes the unread counts and the bell when it arrives.
 */
export const messageThreadQuery = (client: QueryClient, userId: string, applicationId: string) =>
  queryOptions({
    queryKey: messageKeys(userId).thread(applicationId),
    queryFn: async ({ signal }) => {
      const thread = await call(messagesContract.thread, { params: { id: applicationId }, signal });
      if (thread.messages.some((message) => !message.mine && !message.read)) {
        void client.invalidateQueries({ queryKey: messageKeys(userId).unread() });
        void client.invalidateQueries({ queryKey: userKeys(userId).notifications() });
      }
      return thread;
    },
    enabled: Boolean(userId && applicationId),
  });

/** GET /messages/unread: the reader's unread messages, in all and per thread. */
export const unreadMessagesQuery = (userId: string) =>
  queryOptions({
    queryKey: messageKeys(userId).unread(),
    queryFn: ({ signal }) => call(messagesContract.unread, { signal }),
    enabled: Boolean(userId),
  });

/** POST /applications/:id/messages; the thread is refreshed once the server has answered (sent or refused). */
export const sendMessageMutation = (client: QueryClient, userId: string, applicationId: string) =>
  mutationOptions({
    mutationFn: (body: string) => call(messagesContract.send, { params: { id: applicationId }, body: { body } }),
    onSettled: () => client.invalidateQueries({ queryKey: messageKeys(userId).thread(applicationId) }),
  });

/** POST /messages/:id/report, with the reader's reason. */
export const reportMessageMutation = (client: QueryClient, userId: string, applicationId: string) =>
  mutationOptions({
    mutationFn: ({ messageId, reason }: { messageId: string; reason: string }) =>
      call(messagesContract.report, { params: { id: messageId }, body: { reason } }),
    onSettled: () => client.invalidateQueries({ queryKey: messageKeys(userId).thread(applicationId) }),
  });
