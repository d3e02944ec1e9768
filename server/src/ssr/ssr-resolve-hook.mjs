// Node resolve hook for the server builds of the shell and public-site (files named *.ssr.mjs), registered by
// server-entries.ts with module.register. It runs in Node's loader thread: plain JavaScript, no TypeScript.
//
// A deployed public-site build may live anywhere (DEPLOY_DIR), far from any node_modules. Its imports of the
// shared singletons must reach the server's one copy of each, like the browser's federation shares the shell's:
//   shared-api(/schemas), shared-ui(/form) -> the shell's server build (shell/dist/ssr/shared-*.ssr.mjs), which
//                                            bundles them;
//   any other bare import  -> resolved from the server's own folder (react, react-router-dom, ...).

const SUFFIX = '.ssr.mjs';
const WORKSPACE_PACKAGES = new Set(['shared-api', 'shared-api/schemas', 'shared-ui', 'shared-ui/form']);
const SERVER_URL = new URL('./', import.meta.url).href;

/** Where the shell's server build is, with its version query: { dirUrl, version }. */
let shell = null;

export function initialize({ port }) {
  port.on('message', (message) => {
    shell = message;
    port.postMessage('ok');
  });
  port.unref();
}

const isBare = (specifier) =>
  !specifier.startsWith('.') && !specifier.startsWith('/') && !/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(specifier);

const fromServerBuild = (parentURL) => typeof parentURL === 'string' && parentURL.split('?')[0].endsWith(SUFFIX);

export async function resolve(specifier, context, nextResolve) {
  if (!fromServerBuild(context.parentURL) || !isBare(specifier)) return nextResolve(specifier, context);
  if (WORKSPACE_PACKAGES.has(specifier) && shell) {
    const url = new URL(`${specifier}${SUFFIX}`, shell.dirUrl);
    url.search = `v=${shell.version}`;
    return { url: url.href, format: 'module', shortCircuit: true };
  }
  return nextResolve(specifier, { ...context, parentURL: SERVER_URL });
}
