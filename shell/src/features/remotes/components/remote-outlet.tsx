import { useLocation } from 'react-router-dom';
import { remoteForPath } from '../../../federation/remote-for-path.ts';
import { ProtectedRoute } from '../../guards/components/protected-route.tsx';
import { RemoteArea } from './remote-area.tsx';

/** The catch-all route: picks the remote by path prefix and guards its area. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const { name, roles } = remoteForPath(pathname);
  // key: a fresh area (and error boundary) per remote, so one area's failure never carries over.
  const area = <RemoteArea key={name} name={name} />;
  if (!roles) return area;
  return (
    <ProtectedRoute key={name} roles={roles} loginAt={roles.length === 1 && roles[0] === 'admin' ? 'admin' : 'panel'}>
      {area}
    </ProtectedRoute>
  );
}
