import { useQuery } from '@tanstack/react-query';
import { unreadMessagesQuery } from 'shared-api';
import { useSeekerId } from '../../../lib/use-seeker-id.ts';

/** The seeker's unread messages per application (GET /messages/unread), as a lookup by application id. */
export function useUnreadByApplication(): ReadonlyMap<string, number> {
  const unread = useQuery(unreadMessagesQuery(useSeekerId()));
  const threads = unread.data?.threads ?? [];
  return new Map(threads.map((thread) => [thread.applicationId, thread.unread]));
}
