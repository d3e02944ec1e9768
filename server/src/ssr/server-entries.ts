import { existsSync, statSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { SSR_DIR, SSR_ENTRY } from 'build-config/ssr-paths';
import { nativeImport } from './native-import.mjs';

/** Why a page could not be rendered on the server; the request is rendered in the browser instead. */
export class SsrUnavailable extends Error {
  override readonly name = 'SsrUnavailable';
}

/** What the shell's server build exports (shell/src/ssr/entry-server.tsx). */
export type ShellServerEntry = {
  isServerRenderedPath: (pathname: string) => boolean;
  renderPage: (input: {
    url: string;
    language: 'en' | 'ne';
    publicSite: { default: unknown };
    remotes: { remotes: Record<string, string> };
    cookies: string | undefined;
    fetch: typeof fetch;
    signal: AbortSignal;
  }) => Promise<{
    html: string;
    status: number;
    dataScript: string;
    /** Queries the page's route does not declare, each of which cost another render (absent from older builds). */
    undeclared?: string[];
  }>;
};
/** public-site's server build: its `./App`. */
export type PublicSiteServerEntry = { default: unknown };

let hookPort: MessagePort | null = null;
let pointedAt = '';

/** Registers the resolve hook once and tells it where the shell's server build is (acknowledged before use). */
async function pointHookAt(shellSsrDir: string, version: string): Promise<void> {
  if (!hookPort) {
    const { port1, port2 } = new MessageChannel();
    register('./ssr-resolve-hook.mjs', import.meta.url, { data: { port: port2 }, transferList: [port2] });
    port1.unref();
    hookPort = port1;
  }
  const dirUrl = pathToFileURL(`${shellSsrDir}${path.sep}`).href;
  const key = `${dirUrl}?${version}`;
  if (key === pointedAt) return;
  const port = hookPort;
  await new Promise<void>((resolve) => {
    port.once('message', () => resolve());
    port.postMessage({ dirUrl, version });
  });
  pointedAt = key;
}

/** A version of a file that changes whenever it is rebuilt in place (null: no such file). */
export function fileVersion(file: string): string | null {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? `${Math.round(stat.mtimeMs)}-${stat.size}` : null;
}

const loaded = new Map<string, { version: string; module: Promise<unknown> }>();

/** Imports a server build's entry once per version of the file (a rebuilt dist is imported afresh). */
function importEntry(file: string, version: string): Promise<unknown> {
  const known = loaded.get(file);
  if (known?.version === version) return known.module;
  const module = nativeImport(`${pathToFileURL(file).href}?v=${version}`);
  loaded.set(file, { version, module });
  // A failed import is not remembered: the next request tries again (a half-copied build may be complete by then).
  module.catch(() => {
    if (loaded.get(file)?.module === module) loaded.delete(file);
  });
  return module;
}

/** Where the shell's server build is: `<webRoot>/shell/dist/ssr/`. */
export const shellEntryFile = (webRoot: string) => path.join(webRoot, 'shell', 'dist', SSR_DIR, SSR_ENTRY);
/** Where a public-site build folder keeps its server build. */
export const publicSiteEntryFile = (buildDir: string) => path.join(buildDir, SSR_DIR, SSR_ENTRY);

/** The server build of the shell (header, footer, the page renderer) in `<webRoot>/shell/dist/ssr/`. */
export async function loadShellEntry(webRoot: string): Promise<ShellServerEntry> {
  const file = shellEntryFile(webRoot);
  const dir = path.dirname(file);
  const version = fileVersion(file);
  if (!version) throw new SsrUnavailable(`the shell has no server build (${file})`);
  await pointHookAt(dir, version);
  const entry = (await importEntry(file, version)) as Partial<ShellServerEntry>;
  if (typeof entry.renderPage !== 'function' || typeof entry.isServerRenderedPath !== 'function') {
    throw new SsrUnavailable(`${file} exports no renderPage / isServerRenderedPath`);
  }
  return entry as ShellServerEntry;
}

/** The server build of one public-site build folder (a deployed build, or the workspace's dist). */
export async function loadPublicSiteEntry(buildDir: string): Promise<PublicSiteServerEntry> {
  const file = publicSiteEntryFile(buildDir);
  const version = existsSync(file) ? fileVersion(file) : null;
  if (!version) throw new SsrUnavailable(`the public-site build has no server build (${file})`);
  const entry = (await importEntry(file, version)) as Partial<PublicSiteServerEntry>;
  if (typeof entry.default !== 'function') throw new SsrUnavailable(`${file} exports no App component`);
  return entry as PublicSiteServerEntry;
}
