import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerError } from 'shared-ui/form';

/**
 * The onError of a form's save: a refusal naming one of the form's fields goes on that field (and focus with it);
 * the mutation is then reset so the section's message does not say it a second time. Anything else stays the
 * mutation's error, which the section's message shows.
 */
export const onServerFieldError =
  <T extends FieldValues>(
    form: UseFormReturn<T, unknown, FieldValues> | UseFormReturn<T>,
    mutation: { reset: () => void },
    fieldName?: (serverField: string) => string | null,
  ) =>
  (error: unknown) => {
    if (applyServerError<T>(form, error, fieldName)) mutation.reset();
  };
