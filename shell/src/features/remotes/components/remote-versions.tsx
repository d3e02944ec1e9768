import { REMOTE_NAMES } from 'build-config/remotes';
import { useTranslation } from 'react-i18next';
import { useLoadedBuilds } from '../../../federation/loaded-builds.ts';

/** A quiet footer line naming the build of every section this page loaded, so support can tell which is live. */
export function RemoteVersions() {
  const { t } = useTranslation('shell');
  const builds = useLoadedBuilds();
  const loaded = REMOTE_NAMES.flatMap((name) => {
    const build = builds[name];
    return build ? [`${name} ${build.version} (${build.buildId})`] : [];
  });
  if (loaded.length === 0) return null;
  return (
    <p className="footer-versions" data-testid="remote-versions">
      {t('remote.versions')}: {loaded.join(' · ')}
    </p>
  );
}
