import { sharedSingletons } from './federation.ts';

/**
 * How a remote's browser build shares the singletons (used by the four remotes' vite.config.ts).
 *
 * The workspace packages (shared-api, shared-ui) depend on each other and on other singletons, which makes
 * `@module-federation/vite` 1.23 bundle a remote's own copy of them *eagerly* into its loadShare chunk: the
 * browser downloaded the 140 KB shared-api bundle twice (the shell's and the remote's). The shell always
 * provides them, so a remote's production build takes them from the shell only (`import: false`: no copy is
 * built at all). The dev server keeps the local copy so a remote still runs alone in its standalone harness.
 */
export function remoteShared(env: { command: 'build' | 'serve'; isSsrBuild?: boolean }) {
  if (env.command !== 'build' || env.isSsrBuild) return sharedSingletons;
  return {
    ...sharedSingletons,
    'shared-api': { ...sharedSingletons['shared-api'], import: false as const },
    'shared-ui': { ...sharedSingletons['shared-ui'], import: false as const },
  };
}

/**
 * The federation runtime (~17 KB compressed) is built into the shell only and published on
 * `globalThis._FEDERATION_RUNTIME_CORE`; remotes' production builds use that one instead of their own copy.
 */
export const remoteRuntimeExperiments = (env: { command: 'build' | 'serve'; isSsrBuild?: boolean }) =>
  env.command === 'build' && !env.isSsrBuild ? { externalRuntime: true } : {};
export const hostRuntimeExperiments = { provideExternalRuntime: true };
