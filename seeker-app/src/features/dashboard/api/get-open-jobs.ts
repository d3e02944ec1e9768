import { useQuery } from '@tanstack/react-query';
import { jobListQuery } from 'shared-api';

/** The first page of GET /jobs: the shared job search query, so the jobs page can reuse the entry. */
export const useOpenJobs = (pageSize: number) => useQuery(jobListQuery({ pageSize }));
