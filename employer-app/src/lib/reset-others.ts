type Resettable = { reset: () => void };

/**
 * One outcome shown at a time: before `keep` runs, the other actions' results (a failure, a success notice)
 * are cleared, as a single notice state would be.
 */
export function resetOthers(actions: readonly Resettable[], keep: Resettable): void {
  for (const action of actions) if (action !== keep) action.reset();
}
