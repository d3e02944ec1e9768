import { ApiError, jobKeys } from 'shared-api';
import { describe, expect, it } from 'vitest';
import { jobQuery } from './get-job.ts';

describe('job detail query', () => {
  it("keys the job in the page's language under the shared detail key (refreshed with it)", () => {
    expect(jobQuery('j1', 'ne').queryKey).toEqual(jobKeys.localizedDetail('j1', 'ne'));
    expect(jobQuery('j1', 'ne').queryKey.slice(0, 3)).toEqual(jobKeys.detail('j1'));
    expect(jobQuery('j1', 'en').queryKey).not.toEqual(jobQuery('j1', 'ne').queryKey);
  });

  it('asks again once for a job only when the failure may pass (network, server), never after a refusal', () => {
    const retry = jobQuery('j1', 'en').retry as (failures: number, error: Error) => boolean;
    expect(retry(0, new ApiError('Job not found.', 404, 'job.notFound'))).toBe(false);
    expect(retry(0, new ApiError('Internal server error.', 500, 'internal'))).toBe(true);
    expect(retry(0, new ApiError('Failed to fetch', 0, 'network'))).toBe(true);
    expect(retry(1, new ApiError('Internal server error.', 500, 'internal'))).toBe(false);
  });
});
