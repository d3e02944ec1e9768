import type { RemoteName } from 'build-config/remotes';
import { type ComponentType, lazy, Suspense, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Spinner } from 'shared-ui';
import { claimChunkReload, isStaleChunkError } from '../../../federation/chunk-reload.ts';
import { watchLoadedBuild } from '../../../federation/loaded-builds.ts';
import { PreloadedRemotesContext } from '../../../federation/preloaded-remotes.ts';
import { loadRemoteApp, RemotesManifestError } from '../../../federation/remote-loader.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';
import { RemoteUnavailable } from './remote-unavailable.tsx';

// React.lazy remembers a failed load forever, so every attempt gets a fresh lazy component.
const lazyRemote = (name: RemoteName): ComponentType => lazy(() => loadRemoteApp(name));

/**
 * One federated section: Suspense while it loads, a bilingual retry panel if it fails. A chunk that vanished
 * after a redeploy reloads the page once instead (see chunk-reload.ts); if that did not help, the panel shows.
 */
export function RemoteArea({ name }: { name: RemoteName }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const preloaded = useContext(PreloadedRemotesContext)[name];
  const [Remote, setRemote] = useState<ComponentType>(() => preloaded?.default ?? lazyRemote(name));
  const [reloading, setReloading] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  // data-remote-build: which build loaded (none on the server), set on the element without a render.
  useEffect(
    () =>
      watchLoadedBuild(name, (build) => {
        if (build) area.current?.setAttribute('data-remote-build', build.buildId);
        else area.current?.removeAttribute('data-remote-build');
      }),
    [name],
  );
  const retry = () => setRemote(() => lazyRemote(name));
  const onError = (error: unknown) => {
    if (isStaleChunkError(error) && claimChunkReload(window.location.pathname)) {
      setReloading(true);
      window.location.reload();
    }
  };
  const loading = <Spinner label={t('remote.loading')} />;
  return (
    <div ref={area} className="remote-area" data-remote={name} style={{ display: 'contents' }}>
      <RemoteErrorBoundary
        resetKey={pathname}
        onRetry={retry}
        onError={onError}
        fallback={(error, onRetry) =>
          reloading ? (
            loading
          ) : (
            <RemoteUnavailable manifestMissing={error instanceof RemotesManifestError} onRetry={onRetry} />
          )
        }
      >
        <Suspense fallback={loading}>
          <Remote />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
