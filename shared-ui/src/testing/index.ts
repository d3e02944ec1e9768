// Test helpers for the remotes' tests (the `shared-ui/testing` subpath; never imported by app code).
export { addTestNamespace, initTestI18n, type NamespaceResources } from './init-test-i18n.ts';
export { missingKeys, NO_TRANSLATION_PROBLEMS, type TranslationProblems, translationProblems } from './missing-keys.ts';
export { pickDate } from './pick-date.ts';
export { LocationProbe, renderRemote } from './render-remote.tsx';
export { signedInForEachTest } from './signed-in.ts';
