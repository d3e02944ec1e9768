import { useQuery } from '@tanstack/react-query';
import { myEnrolmentsQuery } from 'shared-api';
import { useSeekerId } from '../../../lib/use-seeker-id.ts';

/** GET /seekers/me/trainings through the shared query (the same entry /skill-development reads the status from). */
export function useMyTrainings() {
  const userId = useSeekerId();
  return useQuery({ ...myEnrolmentsQuery(userId), enabled: userId !== '' });
}
