// npm keeps drizzle-orm under server/node_modules while drizzle-kit is hoisted to the root,
// so drizzle-kit's own `import('drizzle-orm/...')` cannot find it. This hook resolves those
// imports from the server package, then runs the real drizzle-kit CLI.
import Module, { createRequire, register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const hooks = `
const base = ${JSON.stringify(pathToFileURL(`${process.cwd()}/package.json`).href)};
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: base });
  }
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);

// Its CommonJS require() calls need the same help.
process.env.NODE_PATH = path.join(process.cwd(), 'node_modules');
Module._initPaths();

const require = createRequire(import.meta.url);
const kitRoot = path.dirname(require.resolve('drizzle-kit'));
require(path.join(kitRoot, 'bin.cjs'));
