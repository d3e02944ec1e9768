import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from 'shared-api';

/**
 * Puts a server-side validation error on the form field it names and focuses it. Returns false when the
 * error names no field of this form, so the form shows the message in its alert instead.
 * `fieldName` maps a server path onto the form's own name when they differ (e.g. `profile.fullName` → `fullName`).
 */
export function applyServerError<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues> | UseFormReturn<T>,
  error: unknown,
  fieldName: (serverField: string) => string | null = (serverField) => serverField,
): boolean {
  if (!(error instanceof ApiError)) return false;
  // Validation failures carry the dotted path of the first invalid input.
  const name = error.field ? fieldName(error.field) : null;
  if (!name || form.getValues(name as FieldPath<T>) === undefined) return false;
  // The code (`auth.emailTaken`, `validation.too_small`) is what fieldErrorText translates; never the English.
  form.setError(name as FieldPath<T>, { type: error.code, message: error.message }, { shouldFocus: true });
  return true;
}
