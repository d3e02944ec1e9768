import { Alert, serverMessage } from 'shared-ui';

/** The parts of a mutation's state a section's message needs (any `useMutation` result fits). */
export type MutationState = { status: 'idle' | 'pending' | 'success' | 'error'; error: unknown; submittedAt: number };

/**
 * One action of a section: its mutation and what to say when it succeeded (null: nothing) or failed. A failure
 * gives the server's reason translated by its code, or only `failure` when `reason` is false.
 */
export type Outcome = { mutation: MutationState; success: string | null; failure: string; reason?: boolean };

/**
 * The one message a profile section shows: the result of its latest action (its mutations' own state, the one
 * started last wins). While that action runs, no message shows.
 */
export function SectionOutcome({ outcomes }: { outcomes: readonly Outcome[] }) {
  const latest = outcomes
    .filter(({ mutation }) => mutation.status !== 'idle')
    .sort((a, b) => b.mutation.submittedAt - a.mutation.submittedAt)[0];
  if (!latest || latest.mutation.status === 'pending') return null;
  if (latest.mutation.status === 'success') {
    return latest.success === null ? null : <Alert tone="success">{latest.success}</Alert>;
  }
  const text = latest.reason === false ? latest.failure : serverMessage(latest.mutation.error, latest.failure);
  return <Alert tone="error">{text}</Alert>;
}
