import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The one shared-singleton map used by all five federated builds (shell and the four remotes). Every entry is a
 * singleton so the shell and the remotes share one React, one router, one query client library, one i18next and one
 * session store (shared-api). The workspace packages' ranges follow their own versions (their package.json), so a
 * remote built against a newer shared-ui asks for it (remote-contract.ts). zustand is no share: only shared-api
 * uses it, its stores live in shared-api's one copy, and zustand itself holds no state (shared, it cost `/` its
 * whole middleware module and the federation wrappers, 3 KB compressed).
 */
const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The version of a package as installed for the front-end builds (a workspace package's own package.json). */
export function installedVersion(name: string): string {
  const file = path.join(REPO_ROOT, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** `^<version>` of a workspace package: what a build made against it needs from the shell. */
export const workspaceRange = (name: 'shared-api' | 'shared-ui') => `^${installedVersion(name)}`;

export const sharedSingletons = {
  react: singleton('^19.0.0'),
  'react-dom': singleton('^19.0.0'),
  'react-router-dom': singleton('^7.0.0'),
  '@tanstack/react-query': singleton('^5.0.0'),
  i18next: singleton('^27.0.0'),
  'react-i18next': singleton('^18.0.0'),
  'shared-api': singleton(workspaceRange('shared-api')),
  'shared-ui': singleton(workspaceRange('shared-ui')),
};
export type SharedName = keyof typeof sharedSingletons;

/** The workspace packages among the singletons: the shell builds and provides them, remotes never copy them. */
export const WORKSPACE_SINGLETONS = ['shared-api', 'shared-ui'] as const;

/**
 * The form kit is no federation share: shared-ui's form subpath, react-hook-form and the contract's zod schemas
 * (shared-api/schemas) are bundled by each build that imports them, into the chunks of its forms (and, in the shell,
 * of the first API call). The federation plugin loads every share a host imports anywhere while the page starts, so
 * shared from the shell they cost every page 50 KB of compressed JavaScript; bundled, a page without a form downloads
 * none of it, and an area with forms downloads its own copy once (docs/decisions/form-kit-not-shared.md).
 */
export const FORM_KIT = ['shared-api/schemas', 'shared-ui/form', 'react-hook-form'] as const;

/**
 * Singletons a remote's production build takes from the shell only (`import: false`, the plugin's host-only shares):
 * no copy of them is built into the remote. The workspace packages, because the shell always provides them (a
 * remote's own copy was bundled eagerly and the browser downloaded shared-api twice).
 */
export const HOST_ONLY_SHARES = WORKSPACE_SINGLETONS;

/**
 * How a remote's browser build shares the singletons (used by the four remotes' vite.config.ts). The dev server keeps
 * the local copies so a remote still runs alone in its standalone harness.
 */
export function remoteShared(env: { command: 'build' | 'serve'; isSsrBuild?: boolean }) {
  if (env.command !== 'build' || env.isSsrBuild) return sharedSingletons;
  const fromShell = HOST_ONLY_SHARES.map((name) => [name, { ...sharedSingletons[name], import: false as const }]);
  return { ...sharedSingletons, ...Object.fromEntries(fromShell) };
}

/**
 * The federation runtime (~17 KB compressed) is built into the shell only and published on
 * `globalThis._FEDERATION_RUNTIME_CORE`; remotes' production builds use that one instead of their own copy.
 */
export const remoteRuntimeExperiments = (env: { command: 'build' | 'serve'; isSsrBuild?: boolean }) =>
  env.command === 'build' && !env.isSsrBuild ? { externalRuntime: true } : {};
export const hostRuntimeExperiments = { provideExternalRuntime: true };

/**
 * Shared libraries the shell provides as a facade: a module re-exporting only the names the portal uses, so the
 * shell's build tree-shakes the library (module federation otherwise shares it whole). Every build checks that
 * it imports nothing else from them (sharedExportsCheckPlugin). A facade must not import its own package name
 * (it would get the federation wrapper of itself and export undefined): react-router-dom's imports from
 * react-router, which react-router-dom re-exports; react-i18next's from the same package and version installed under
 * a second name (an npm alias in shell/package.json, `react-i18next-source`), which a test holds to the real
 * package's version.
 */
export const FACADES = {
  'react-router-dom': path.join(REPO_ROOT, 'shell/src/federation/react-router-dom.ts'),
  'react-i18next': path.join(REPO_ROOT, 'shell/src/federation/react-i18next.ts'),
} as const;
type FacadePackage = keyof typeof FACADES;
export const FACADE_PACKAGES = Object.keys(FACADES) as FacadePackage[];

/** What the shell's browser build shares: the FACADES packages as their facade, at the package's version. */
export function hostShared(env: { command: 'build' | 'serve'; isSsrBuild?: boolean }) {
  if (env.command !== 'build' || env.isSsrBuild) return sharedSingletons;
  const facades = Object.fromEntries(
    FACADE_PACKAGES.map((pkg) => [
      pkg,
      { ...sharedSingletons[pkg], import: FACADES[pkg], version: installedVersion(pkg) },
    ]),
  );
  return { ...sharedSingletons, ...facades };
}
