import { describe, expect, it } from 'vitest';
import { remoteForPath } from './remote-for-path.ts';

describe('remoteForPath', () => {
  it.each([
    ['/job_seeker/dashboard', 'seeker_app', ['job_seeker']],
    ['/job_seeker', 'seeker_app', ['job_seeker']],
    ['/employer/dashboard', 'employer_app', ['employer']],
    ['/employer/jobs/1/applicants/2', 'employer_app', ['employer']],
    ['/jobs/edit/abc', 'employer_app', ['employer', 'admin']],
    ['/admin', 'admin_app', ['admin']],
    ['/admin/attributes/skills', 'admin_app', ['admin']],
    ['/', 'public_site', null],
    ['/jobs', 'public_site', null],
    ['/jobs/123', 'public_site', null],
    ['/about', 'public_site', null],
    ['/admin/login', 'public_site', null],
    ['/employers-guide', 'public_site', null],
    ['/no/such/page', 'public_site', null],
  ])('%s goes to %s', (path, name, roles) => {
    expect(remoteForPath(path)).toEqual({ name, roles });
  });
});
