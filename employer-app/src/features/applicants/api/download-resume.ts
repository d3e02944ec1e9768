import { applicantsContract, downloadFile } from 'shared-api';
import { useEmployerMutation } from '../../../lib/use-employer-mutation.ts';

type Input = { jobId: string; seekerId: string };

/** GET /employer/jobs/:jobId/applicants/:seekerId/resume: the applicant's resume, through this job. */
export const downloadResume = (params: Input) => downloadFile(applicantsContract.resume, { params }, 'resume.pdf');

export const useDownloadResume = () => useEmployerMutation(downloadResume, { invalidates: () => [] });
