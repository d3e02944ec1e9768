import { useMutation } from '@tanstack/react-query';
import { applicantsContract, downloadFile } from 'shared-api';

type Input = { jobId: string; seekerId: string };

/** GET /employer/jobs/:jobId/applicants/:seekerId/resume: the applicant's resume, through this job. */
export const downloadResume = (params: Input) => downloadFile(applicantsContract.resume, { params }, 'resume.pdf');

export const useDownloadResume = () => useMutation({ mutationFn: downloadResume });
