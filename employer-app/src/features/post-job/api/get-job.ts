import { useQuery } from '@tanstack/react-query';
import { jobDetailQuery } from 'shared-api';

/** GET /jobs/:id, any status (the shared `jobKeys.detail` entry), for editing or duplicating; idle without an id. */
export const useJob = (jobId: string | null | undefined) =>
  useQuery({ ...jobDetailQuery(jobId ?? ''), enabled: Boolean(jobId), retry: false });
