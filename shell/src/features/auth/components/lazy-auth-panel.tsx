import { lazy, Suspense, useState } from 'react';
import { useAuthPanel } from 'shared-api';

const AuthPanel = lazy(() => import('./auth-panel.tsx').then((m) => ({ default: m.AuthPanel })));

/**
 * The login / sign-up panel, loaded the first time it opens (with its forms, react-hook-form and the zod
 * resolver): a guest reading a page downloads none of it. Closed, the panel renders nothing, so the
 * server-rendered markup is the same either way; once loaded it stays mounted for its closing animation.
 */
export function LazyAuthPanel() {
  const open = useAuthPanel((state) => state.open);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthPanel />
    </Suspense>
  );
}
