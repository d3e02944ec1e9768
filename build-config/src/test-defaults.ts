/**
 * Unit-test settings every workspace shares. `npm test` runs two workspaces' suites at once on a 2-core machine, so
 * waiting for an answer gets the room a loaded machine needs; a test that waits for something that never comes still
 * fails, only later.
 */
export const unitTestDefaults = {
  testTimeout: 20_000,
  expect: { poll: { timeout: 10_000 } },
} as const;
