import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDir } from 'build-config/precompress';
import { REMOTE_FOLDERS } from 'build-config/remotes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { deployRemote } from '../deploy/deploy.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Big enough that compression pays, like a real chunk.
const chunk = (label: string) => `/* ${label} */\n${'export const value = "a fairly repetitive line";\n'.repeat(200)}`;

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

function write(root: string, file: string, content: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

/** The front-end as the vite configs leave it: every text file with .br and .gz beside it. */
async function builtWebRoot(): Promise<string> {
  const root = tempDir('portal-web-');
  write(root, 'shell/dist/index.html', '<!doctype html><title>shell</title>');
  write(root, 'shell/dist/assets/index-abc123.js', chunk('shell'));
  write(root, 'shell/dist/assets/index-abc123.css', `body{margin:0}\n${'.a{color:red}\n'.repeat(100)}`);
  write(root, 'shell/dist/assets/font-abc123.woff2', 'not text');
  for (const folder of Object.values(REMOTE_FOLDERS)) {
    write(root, `${folder}/package.json`, JSON.stringify({ name: folder, version: '0.1.0' }));
    write(root, `${folder}/dist/remoteEntry.js`, chunk(`${folder} entry`));
    write(root, `${folder}/dist/assets/chunk-1a2b.js`, chunk(folder));
  }
  for (const folder of ['shell', ...Object.values(REMOTE_FOLDERS)])
    await precompressDir(path.join(root, folder, 'dist'));
  return root;
}

/** A remote built elsewhere (no .br/.gz), fit for deploy:remote. */
function plainRemoteBuild(): string {
  const dir = tempDir('portal-remote-build-');
  write(dir, 'remoteEntry.js', chunk('deployed entry'));
  write(dir, 'assets/app-d3p1.js', chunk('deployed chunk'));
  cpSync(
    createRequire(import.meta.url).resolve('build-config/fixtures/admin-app-good.mf-manifest.json'),
    path.join(dir, 'mf-manifest.json'),
  );
  return dir;
}

describe('precompressed static files', () => {
  let ctx: TestContext;
  let webRoot: string;
  let deployDir: string;
  beforeAll(async () => {
    webRoot = await builtWebRoot();
    deployDir = tempDir('portal-deploy-');
    ctx = await createTestContext({ webRoot, deployDir });
  });
  afterAll(async () => {
    await ctx.close();
  });
  const get = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: { accept: '*/*', ...(acceptEncoding !== undefined && { 'accept-encoding': acceptEncoding }) },
    });

  it('writes .br and .gz beside text files only, each decoding to the original', () => {
    const file = path.join(webRoot, 'shell/dist/assets/index-abc123.js');
    const original = readFileSync(file);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(original)).toBe(true);
    expect(gunzipSync(readFileSync(`${file}.gz`)).equals(original)).toBe(true);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(original.length / 5);
    expect(existsSync(path.join(webRoot, 'shell/dist/assets/font-abc123.woff2.br'))).toBe(false);
    expect(existsSync(path.join(webRoot, 'shell/dist/index.html.br'))).toBe(true);
  });

  it('answers brotli, gzip or identity by Accept-Encoding, with the type, Vary and cache rules kept', async () => {
    const url = '/assets/index-abc123.js';
    const original = readFileSync(path.join(webRoot, 'shell/dist', url));
    const br = await get(url, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);

    const gz = await get(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(original)).toBe(true);

    const plain = await get(url, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);

    const css = await get('/assets/index-abc123.css', 'br');
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('compresses every remote, with remoteEntry.js still re-checked on each load', async () => {
    for (const folder of Object.values(REMOTE_FOLDERS)) {
      const entry = await get(`/remotes/${folder}/remoteEntry.js`, 'br');
      expect(entry.headers['content-encoding'], folder).toBe('br');
      expect(entry.headers['cache-control'], folder).toBe('no-cache');
      expect(brotliDecompressSync(entry.rawPayload).toString()).toContain(`${folder} entry`);
    }
  });

  it('deploy:remote compresses a build that came without .br/.gz, and the deployed files are served compressed', async () => {
    const result = deployRemote({ remote: 'admin_app', deployDir, keep: 5, webRoot, from: plainRemoteBuild() });
    const entry = await get(result.entry, 'br, gzip');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(entry.rawPayload).toString()).toContain('deployed entry');
    const asset = await get(result.entry.replace('remoteEntry.js', 'assets/app-d3p1.js'), 'gzip');
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('leaves a missing asset a real 404', async () => {
    expect((await get('/assets/missing-000.js', 'br')).statusCode).toBe(404);
  });
});
