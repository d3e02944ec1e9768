import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readHostVersions } from 'build-config/remote-build';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { nextTurn } from '../../test/helpers.ts';
import { DeployError, deployRemote, remoteNamed, rollbackRemote } from './deploy.ts';
import { readCurrent } from './deploy-store.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Built remotes' manifests, kept beside the contract check (build-config). */
const fixtures = path.dirname(
  createRequire(import.meta.url).resolve('build-config/fixtures/admin-app-good.mf-manifest.json'),
);

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

/** A built admin-app folder as vite leaves it (entry, manifest, a hashed chunk), stamped with `label`. */
function fakeBuild(label: string, manifest = 'good'): string {
  const dir = tempDir('portal-remote-build-');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* entry ${label} */`);
  writeFileSync(path.join(dir, `assets/app-${label}.js`), `/* chunk ${label} */`);
  cpSync(path.join(fixtures, `admin-app-${manifest}.mf-manifest.json`), path.join(dir, 'mf-manifest.json'));
  writeFileSync(
    path.join(dir, 'build-info.json'),
    JSON.stringify({ name: 'admin_app', version: '0.1.0', buildId: 'local' }),
  );
  return dir;
}

/** A repository with the front-end built: the shell and every remote's dist. */
function fakeWebRoot(): string {
  const root = tempDir('portal-web-');
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  write('shell/dist/index.html', '<!doctype html><title>shell</title>');
  for (const folder of ['public-site', 'seeker-app', 'employer-app', 'admin-app']) {
    write(`${folder}/package.json`, JSON.stringify({ name: folder, version: '0.1.0' }));
    write(`${folder}/dist/remoteEntry.js`, `/* ${folder} dist entry */`);
  }
  return root;
}

describe('deploy:remote and the running server', () => {
  let ctx: TestContext;
  let deployDir: string;
  let remotesConfigFile: string;
  let webRoot: string;
  const deploy = (label: string, extra: Partial<Parameters<typeof deployRemote>[0]> = {}) =>
    deployRemote({
      remote: 'admin_app',
      deployDir,
      keep: 5,
      webRoot,
      from: fakeBuild(label),
      buildId: label,
      ...extra,
    });
  // Each request in a turn of its own, as one from a socket is: a deploy just made is seen (`nextTurn`).
  const get = async (url: string) => {
    await nextTurn();
    return ctx.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
  };
  const remotes = async () => (await get('/remotes.json')).json<{ remotes: Record<string, string> }>().remotes;

  beforeAll(async () => {
    deployDir = tempDir('portal-deploy-');
    webRoot = fakeWebRoot();
    remotesConfigFile = path.join(tempDir('portal-remotes-config-'), 'remotes.json');
    ctx = await createTestContext({ webRoot, deployDir, remotesConfigFile });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('serves the local dist until something is deployed', async () => {
    expect((await remotes()).admin_app).toBe('/remotes/admin-app/remoteEntry.js');
    expect((await get('/remotes/admin-app/remoteEntry.js')).body).toContain('admin-app dist entry');
  });

  it('publishes a build in its own folder and switches remotes.json at once, without a restart', async () => {
    const result = deploy('b1');
    expect(result).toEqual({
      buildId: 'b1',
      entry: '/remotes/admin-app/builds/b1/remoteEntry.js',
      activated: true,
      pruned: [],
    });
    expect((await remotes()).admin_app).toBe('/remotes/admin-app/builds/b1/remoteEntry.js');
    const entry = await get('/remotes/admin-app/builds/b1/remoteEntry.js');
    expect(entry.body).toContain('entry b1');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/admin-app/builds/b1/mf-manifest.json')).headers['cache-control']).toBe('no-cache');
    const chunk = await get('/remotes/admin-app/builds/b1/assets/app-b1.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    // The local dist is still there for whoever asks for it.
    expect((await get('/remotes/admin-app/remoteEntry.js')).statusCode).toBe(200);
  });

  it('keeps the old build’s chunks for open pages, and remembers it for a rollback', async () => {
    deploy('b2');
    expect((await remotes()).admin_app).toBe('/remotes/admin-app/builds/b2/remoteEntry.js');
    expect((await get('/remotes/admin-app/builds/b1/assets/app-b1.js')).statusCode).toBe(200);
    expect(readCurrent(deployDir, 'admin-app')).toMatchObject({ buildId: 'b2', previous: 'b1', version: '0.1.0' });
    expect(rollbackRemote({ remote: 'admin_app', deployDir })).toBe('b1');
    expect((await remotes()).admin_app).toBe('/remotes/admin-app/builds/b1/remoteEntry.js');
    expect(rollbackRemote({ remote: 'admin_app', deployDir, buildId: 'b2' })).toBe('b2');
    expect(() => rollbackRemote({ remote: 'admin_app', deployDir, buildId: 'nope' })).toThrow(/not kept/);
  });

  it('stages a canary without making it live; REMOTES_CONFIG points at it with no restart', async () => {
    const result = deploy('canary-1', { activate: false });
    expect(result.activated).toBe(false);
    expect((await remotes()).admin_app).toBe('/remotes/admin-app/builds/b2/remoteEntry.js');
    writeFileSync(remotesConfigFile, JSON.stringify({ remotes: { admin_app: result.entry } }));
    expect((await remotes()).admin_app).toBe(result.entry);
    writeFileSync(
      remotesConfigFile,
      JSON.stringify({ remotes: { seeker_app: 'https://cdn.example.org/seeker/remoteEntry.js' } }),
    );
    expect(await remotes()).toEqual({
      public_site: '/remotes/public-site/remoteEntry.js',
      seeker_app: 'https://cdn.example.org/seeker/remoteEntry.js',
      employer_app: '/remotes/employer-app/remoteEntry.js',
      admin_app: '/remotes/admin-app/builds/b2/remoteEntry.js',
    });
  });

  it('answers from the last good REMOTES_CONFIG while the file is broken', async () => {
    writeFileSync(remotesConfigFile, '{"remotes": {"seeker_app": "ftp://nope"}} ');
    expect((await remotes()).seeker_app).toBe('https://cdn.example.org/seeker/remoteEntry.js');
    writeFileSync(remotesConfigFile, '{"remotes": {');
    expect((await remotes()).seeker_app).toBe('https://cdn.example.org/seeker/remoteEntry.js');
    writeFileSync(remotesConfigFile, '{}');
    expect((await remotes()).seeker_app).toBe('/remotes/seeker-app/remoteEntry.js');
  });

  it('refuses an incompatible build: nothing is published, nothing switches', async () => {
    const before = readdirSync(path.join(deployDir, 'remotes/admin-app/builds')).sort();
    expect(() =>
      deployRemote({
        remote: 'admin_app',
        deployDir,
        keep: 5,
        webRoot,
        from: fakeBuild('r18', 'react18'),
        buildId: 'r18',
      }),
    ).toThrow(/does not fit the shell; nothing was deployed:\n.*built with react 18\.3\.1/);
    expect(readdirSync(path.join(deployDir, 'remotes/admin-app/builds')).sort()).toEqual(before);
    expect((await remotes()).admin_app).toBe('/remotes/admin-app/builds/b2/remoteEntry.js');
    expect((await get('/remotes/admin-app/builds/r18/remoteEntry.js')).statusCode).toBe(404);
  });

  it('prunes to the newest builds but never the live one or the one before it', async () => {
    const result = deploy('b3', { keep: 1 });
    expect(result.pruned.sort()).toEqual(['b1', 'canary-1']);
    expect(readdirSync(path.join(deployDir, 'remotes/admin-app/builds')).sort()).toEqual(['b2', 'b3']);
    expect((await get('/remotes/admin-app/builds/b1/assets/app-b1.js')).statusCode).toBe(404);
  });

  it('refuses a build made against a newer shared-ui than the live shell provides, naming package and versions', async () => {
    const shellVersions = path.join(webRoot, 'shell/dist/shared-versions.json');
    const hostVersions = readHostVersions();
    writeFileSync(shellVersions, JSON.stringify(hostVersions));
    try {
      const attempt = () =>
        deployRemote({
          remote: 'admin_app',
          deployDir,
          keep: 5,
          webRoot,
          from: fakeBuild('ui11', 'newer-shared-ui'),
          buildId: 'ui11',
        });
      expect(attempt).toThrow(
        `Remote admin_app needs shared-ui ^2.1.0 (built with 2.1.0), but the shell provides shared-ui ${hostVersions['shared-ui']}: ` +
          'deploy a shell built with it first.',
      );
      expect((await remotes()).admin_app).toBe('/remotes/admin-app/builds/b3/remoteEntry.js');
      // Within range of the same shell, a remote deploys alone.
      expect(deploy('within').activated).toBe(true);
      expect((await remotes()).admin_app).toBe('/remotes/admin-app/builds/within/remoteEntry.js');
      expect(rollbackRemote({ remote: 'admin_app', deployDir })).toBe('b3');
    } finally {
      rmSync(shellVersions);
    }
  });

  it('rejects unknown remotes, taken build ids, and folders that are not builds', () => {
    expect(remoteNamed('admin-app')).toBe('admin_app');
    expect(remoteNamed('seeker_app')).toBe('seeker_app');
    expect(() => remoteNamed('shell')).toThrow(DeployError);
    expect(() => deploy('b3')).toThrow(/already deployed/);
    expect(() => deploy('b9', { buildId: '../escape' })).toThrow(/may only hold/);
    const empty = tempDir('portal-empty-');
    expect(() => deployRemote({ remote: 'admin_app', deployDir, keep: 5, webRoot, from: empty })).toThrow(
      /no remoteEntry\.js/,
    );
    expect(existsSync(path.join(deployDir, 'remotes/admin-app/builds/.staging-b9'))).toBe(false);
    expect(readFileSync(path.join(deployDir, 'remotes/admin-app/current.json'), 'utf8')).toContain('"b3"');
  });
});
