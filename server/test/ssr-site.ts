import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildDir, remoteDeployDir, writeCurrent } from '../src/deploy/deploy-store.ts';

const FIXTURES = path.join(import.meta.dirname, '../src/ssr/fixtures');
export const SHELL_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Portal</title>' +
  '<script type="module" src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
  '</head><body><div id="root"></div></body></html>';
export const SHELL_CSS = '.site-header{color:#0b5cad}@font-face{src:url(/assets/font-1.woff2)}';

export const write = (file: string, text: string) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};

export type SsrSite = {
  webRoot: string;
  deployDir: string;
  /** Publishes a public-site build (a copy of the fixture, its text changed by `edit`) and makes it live. */
  deployPublicSite: (buildId: string, edit?: (entry: string) => string) => void;
};

/**
 * A web root with the shell's index.html and server build (the fixtures in src/ssr/fixtures: tiny stand-ins of the
 * real builds, rendering the in-process API's data) and a deploy folder outside it, for the page tests.
 */
export function ssrSite(): SsrSite {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-ssr-'));
  chmodSync(root, 0o755);
  const webRoot = path.join(root, 'web');
  const deployDir = path.join(root, 'deploy');
  write(path.join(webRoot, 'shell/dist/index.html'), SHELL_HTML);
  write(path.join(webRoot, 'shell/dist/assets/index-1.css'), SHELL_CSS);
  cpSync(path.join(FIXTURES, 'shell-entry.ssr.mjs'), path.join(webRoot, 'shell/dist/ssr/entry.ssr.mjs'));
  cpSync(path.join(FIXTURES, 'shell-shared-api.ssr.mjs'), path.join(webRoot, 'shell/dist/ssr/shared-api.ssr.mjs'));
  let deploys = 0;
  const deployPublicSite = (buildId: string, edit: (entry: string) => string = (entry) => entry) => {
    const dir = buildDir(deployDir, 'public-site', buildId);
    const entry = readFileSync(path.join(FIXTURES, 'public-site-entry.ssr.mjs'), 'utf8').replace(
      'build:BUILD',
      `build:${buildId}`,
    );
    write(path.join(dir, 'ssr/entry.ssr.mjs'), edit(entry));
    write(path.join(dir, 'remoteEntry.js'), '/* entry */');
    write(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({
        exposes: [{ path: './App', assets: { js: { sync: ['assets/app-1.js'], async: ['assets/x.js'] } } }],
      }),
    );
    writeCurrent(deployDir, 'public-site', {
      buildId,
      version: '0.1.0',
      deployedAt: new Date().toISOString(),
      previous: null,
    });
    // remotes.json re-reads current.json when its mtime or size changes: two deploys within a clock tick differ too.
    deploys += 1;
    const at = new Date(Date.now() + deploys * 1000);
    utimesSync(path.join(remoteDeployDir(deployDir, 'public-site'), 'current.json'), at, at);
  };
  return { webRoot, deployDir, deployPublicSite };
}
