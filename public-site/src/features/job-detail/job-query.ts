import { api, type Job, jobSchema } from 'shared-api';

export const jobQueryKey = (id: string) => ['jobs', 'detail', id] as const;

/** GET /jobs/{id}; a failure (404 included) is logged and gives null (spec section 7). */
export async function fetchJob(id: string, signal?: AbortSignal): Promise<Job | null> {
  try {
    return await api(`/jobs/${encodeURIComponent(id)}`, { schema: jobSchema, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn(`Could not load job ${id}`, error);
    return null;
  }
}
