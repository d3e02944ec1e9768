// Node's own import(), which no test runner rewrites (vitest.config.ts keeps this file external): the server
// builds of the shell and public-site must share the one copy of each singleton that Node loads (see
// ssr-resolve-hook.mjs). Plain JavaScript so the same file runs under tsx and under the tests.
export const nativeImport = (url) => import(url);
