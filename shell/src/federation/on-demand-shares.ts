/** The federation's module cache (`@module-federation/vite`): shared modules still binding are listed here. */
type ModuleCache = { pendingShareLoads?: Promise<unknown>[] };

/**
 * Settles the shared modules a chunk started binding when it was imported. The shell provides react-hook-form,
 * shared-ui/form and shared-api/schemas on demand (ON_DEMAND_HOST_SHARES in shared-api/remote-sharing.ts): not
 * loaded with the page, they bind when a chunk that uses them is first imported, after that import resolves. A
 * chunk rendered before they are bound would call undefined (`useContractForm is not a function`).
 */
export async function sharesSettled(): Promise<void> {
  const pending = (globalThis as { __mf_module_cache__?: ModuleCache }).__mf_module_cache__?.pendingShareLoads;
  // A load that settles can start another (shared-ui/form then react-hook-form): wait until none is left.
  while (pending && pending.length > 0) await Promise.allSettled([...pending]);
}

/**
 * A lazy chunk's import, resolved once the shared modules it uses are bound: for React.lazy. The contract's schemas
 * are bound before the chunk runs, since form modules build their form schemas from them when they load
 * (`withPasswordConfirmation(signupBodySchema)` at the top of signup-form.tsx); the others are used only in render.
 * (The remotes' builds do this themselves: `@module-federation/vite` loads a lazy chunk's shares before it.)
 */
export function importWithShares<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    await import('shared-api/schemas');
    await sharesSettled();
    const loaded = await load();
    await sharesSettled();
    return loaded;
  };
}
