import type { RemoteName } from 'build-config/remotes';
import type { Role } from 'shared-api';

export type RemoteTarget = {
  name: RemoteName;
  /** Roles allowed in; null for public areas. */
  roles: readonly Role[] | null;
};

const within = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Which remote renders a path the shell does not own, and who may see it. */
export function remoteForPath(pathname: string): RemoteTarget {
  if (within(pathname, '/job_seeker')) return { name: 'seeker_app', roles: ['job_seeker'] };
  if (within(pathname, '/employer')) return { name: 'employer_app', roles: ['employer'] };
  if (pathname.startsWith('/jobs/edit/')) return { name: 'employer_app', roles: ['employer', 'admin'] };
  if (within(pathname, '/admin') && !within(pathname, '/admin/login')) return { name: 'admin_app', roles: ['admin'] };
  return { name: 'public_site', roles: null };
}
