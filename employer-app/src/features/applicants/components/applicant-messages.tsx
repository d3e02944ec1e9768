import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type ApplicationStatus, messageKeys } from 'shared-api';
import { MessageThread } from 'shared-ui';
import { useUserId } from '../../../lib/use-user-id.ts';

/**
 * The thread with the applicant on the applicant's page. A change of the application's status can close it
 * (rejected, withdrawn), so the thread is read again when the status changes.
 */
export function ApplicantMessages({ applicationId, status }: { applicationId: string; status: ApplicationStatus }) {
  const client = useQueryClient();
  const userId = useUserId();
  useEffect(() => {
    if (status) void client.invalidateQueries({ queryKey: messageKeys(userId).thread(applicationId) });
  }, [client, userId, applicationId, status]);
  return <MessageThread applicationId={applicationId} />;
}
