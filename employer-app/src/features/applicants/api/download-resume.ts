import { useMutation } from '@tanstack/react-query';
import { applicantsContract, downloadFile, fillPath } from 'shared-api';

type Input = { jobId: string; seekerId: string };

/** GET /employer/jobs/:jobId/applicants/:seekerId/resume: the applicant's resume, through this job. */
export const downloadResume = (params: Input) =>
  downloadFile(fillPath(applicantsContract.resume.path, params), 'resume.pdf');

export const useDownloadResume = () => useMutation({ mutationFn: downloadResume });
