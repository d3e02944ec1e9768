import type { ReactNode } from 'react';
import { type FieldValues, type UseFormReturn, useFormState } from 'react-hook-form';
import { Alert } from 'shared-ui';
import { applyServerError } from 'shared-ui/form';

/**
 * A failed save: on its field when the server named one of this form's fields (translated there by its code),
 * else flagged on the form (`root.server`, cleared by the next submit) for its <FormFailure> alert.
 */
export function reportServerError<T extends FieldValues, O extends FieldValues>(
  form: UseFormReturn<T, unknown, O>,
  error: unknown,
) {
  // applyServerError reads and sets values only, which do not depend on the submit output type.
  if (!applyServerError(form as unknown as UseFormReturn<T>, error)) form.setError('root.server', { type: 'server' });
}

/** Inside a <Form>: the alert of a failure that is not on a field; `children` is its text in the chosen language. */
export function FormFailure({ children }: { children: ReactNode }) {
  const { errors } = useFormState();
  if (!errors.root?.server) return null;
  return <Alert tone="error">{children}</Alert>;
}
