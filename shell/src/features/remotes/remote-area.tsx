import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { RemoteName } from 'shared-api/federation';
import { Spinner } from 'shared-ui';
import { loadRemoteApp, RemotesManifestError } from '../../federation/remote-loader.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';
import { RemoteUnavailable } from './remote-unavailable.tsx';

// React.lazy remembers a failed load forever, so every attempt gets a fresh lazy component.
const lazyRemote = (name: RemoteName): ComponentType => lazy(() => loadRemoteApp(name));

/** One federated section: Suspense while it loads, a bilingual retry panel if it fails. */
export function RemoteArea({ name }: { name: RemoteName }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const [Remote, setRemote] = useState(() => lazyRemote(name));
  const retry = () => setRemote(() => lazyRemote(name));
  return (
    <RemoteErrorBoundary
      resetKey={pathname}
      onRetry={retry}
      fallback={(error, onRetry) => (
        <RemoteUnavailable manifestMissing={error instanceof RemotesManifestError} onRetry={onRetry} />
      )}
    >
      <Suspense fallback={<Spinner label={t('remote.loading')} />}>
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
