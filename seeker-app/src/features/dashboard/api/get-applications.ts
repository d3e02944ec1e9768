import { useQuery } from '@tanstack/react-query';
import { applicationsQuery } from 'shared-api';
import { useSeekerId } from '../../../lib/use-seeker-id.ts';

/** GET /seekers/me/applications through the shared query (the same entry the job pages read applied ids from). */
export function useMyApplications() {
  const userId = useSeekerId();
  return useQuery({ ...applicationsQuery(userId), enabled: userId !== '' });
}
