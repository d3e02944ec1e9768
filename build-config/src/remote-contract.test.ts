import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBundle, readHostVersions } from './remote-build.ts';
import { checkRemoteManifest, type FederationManifest, satisfiesRange } from './remote-contract.ts';

const fixture = (name: string) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, 'fixtures', `admin-app-${name}.mf-manifest.json`), 'utf8'),
  ) as FederationManifest;
const hostVersions = readHostVersions();

describe('satisfiesRange', () => {
  it.each([
    ['19.3.1', '^19.0.0', true],
    ['18.3.1', '^19.0.0', false],
    ['20.0.0', '^19.0.0', false],
    ['0.1.5', '^0.1.0', true],
    ['0.2.0', '^0.1.0', false],
    ['27.1.2', '>=25.0.0', true],
    ['19.0.0-rc.1', '^19.0.0', false],
    ['24.9.0', '>=25.0.0', false],
    ['5.1.3', '~5.1.0', true],
    ['5.2.0', '~5.1.0', false],
    ['7.18.5', '>=7.0.0 <8', true],
    ['8.0.0', '>=7.0.0 <8', false],
    ['18.3.1', '^17 || ^18', true],
    ['19.0.0', '19', true],
    ['1.0.0', '*', true],
    ['not-a-version', '^1.0.0', false],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfiesRange(version, range)).toBe(expected);
  });
});

describe('checkRemoteManifest', () => {
  it('passes a remote built with the shared map and the shell’s versions', () => {
    expect(checkRemoteManifest(fixture('good'), { name: 'admin_app', hostVersions })).toEqual([]);
  });

  it('fails a remote built with another React major, naming the package, versions and the map', () => {
    const problems = checkRemoteManifest(fixture('react18'), { name: 'admin_app', hostVersions });
    expect(problems).toContain(
      "Remote admin_app is built with react 18.3.1, but the shell's shared singleton requires ^19.0.0 " +
        '(build-config/src/shared.ts).',
    );
    expect(problems).toContain(
      `Remote admin_app needs react ^18.3.1 (built with 18.3.1), but the shell provides react ${hostVersions.react}: ` +
        'deploy a shell built with it first.',
    );
    expect(problems.some((problem) => problem.includes('react-dom 18.3.1'))).toBe(true);
  });

  it('fails a remote built against a newer shared-ui than the shell provides, naming the package and both versions', () => {
    expect(checkRemoteManifest(fixture('newer-shared-ui'), { name: 'admin_app', hostVersions })).toEqual([
      `Remote admin_app needs shared-ui ^2.1.0 (built with 2.1.0), but the shell provides shared-ui ${hostVersions['shared-ui']}: ` +
        'deploy a shell built with it first.',
    ]);
    expect(
      checkRemoteManifest(fixture('newer-shared-ui'), {
        name: 'admin_app',
        hostVersions: { ...hostVersions, 'shared-ui': '2.1.0' },
      }),
    ).toEqual([]);
  });

  it('fails a remote that no longer exposes ./App', () => {
    expect(checkRemoteManifest(fixture('no-app'), { name: 'admin_app', hostVersions })).toEqual([
      'Remote admin_app does not expose "./App", which the shell mounts (it exposes ./build-info).',
    ]);
  });

  it('fails a remote that drops a singleton, shares one as non-singleton, or has another name', () => {
    const manifest = fixture('good');
    manifest.shared = (manifest.shared ?? [])
      .filter((item) => item.name !== 'i18next')
      .map((item) => (item.name === 'shared-api' ? { ...item, singleton: false } : item));
    expect(checkRemoteManifest(manifest, { name: 'seeker_app', hostVersions })).toEqual([
      'Remote seeker_app: the build is named "admin_app", the shell loads it as "seeker_app".',
      'Remote seeker_app does not share "i18next": it would bundle its own copy instead of the shell\'s singleton.',
      'Remote seeker_app shares "shared-api" but not as a singleton.',
    ]);
  });
});

describe('the build plugin check', () => {
  const root = '/repo/admin-app';
  const manifestAsset = (manifest: FederationManifest) => ({ type: 'asset', source: JSON.stringify(manifest) });
  const appChunk = (exports: string[]) => ({ type: 'chunk', facadeModuleId: `${root}/src/app.tsx`, exports });

  it('passes a bundle whose ./App module has a default export', () => {
    const bundle = { 'mf-manifest.json': manifestAsset(fixture('good')), 'assets/app-1.js': appChunk(['default']) };
    expect(checkBundle(bundle, { name: 'admin_app', appModule: './src/app.tsx', root })).toEqual([]);
  });

  it('fails a bundle whose ./App module lost its default export, or has no manifest', () => {
    const bundle = { 'assets/app-1.js': appChunk(['App']) };
    const problems = checkBundle(bundle, { name: 'admin_app', appModule: './src/app.tsx', root });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('no mf-manifest.json was produced');
    expect(problems[1]).toContain('./src/app.tsx (exposed as ./App) has no default export');
  });
});
