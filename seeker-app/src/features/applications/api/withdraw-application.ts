import { applicationsContract, call } from 'shared-api';
import { useSeekerMutation } from '../../../lib/use-seeker-mutation.ts';

/**
 * PUT /applications/:id/withdraw; the seeker's data (every page of the applications, the dashboard) is fetched again
 * when the server has answered: the withdrawn application stays listed, marked withdrawn.
 */
export const useWithdrawApplication = () =>
  useSeekerMutation((applicationId: string) => call(applicationsContract.withdraw, { params: { id: applicationId } }));
