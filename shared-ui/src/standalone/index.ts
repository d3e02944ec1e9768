// `shared-ui/standalone`: what runs a remote alone in development (its `src/standalone.tsx`). No federation share:
// only the standalone entries import it, so no page of the portal downloads it.
export { mountStandalone } from './mount-standalone.tsx';
export { StandaloneHarness } from './standalone-harness.tsx';
