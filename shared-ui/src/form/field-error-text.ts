import i18next from 'i18next';
import { messageCode } from 'shared-api';
import { codeText } from 'shared-ui';
import { parseIssueToken } from './issue-token.ts';

/** What a form shows under a field for one error (react-hook-form's FieldError or anything with a message). */
export function fieldErrorText(error: { message?: string; type?: string } | undefined | null): string | null {
  if (!error) return null;
  const message = error.message ?? '';
  const generic = parseIssueToken(message);
  if (generic) return i18next.t(`validation.${generic.key}`, { ns: 'common', ...generic.values });
  // A server validation error put on its field (applyServerError): its code says it in the chosen language.
  if (error.type?.includes('.')) return codeText(error.type, message);
  // A contract catalogue message of the client's schema: its translation in the chosen language.
  const code = message ? messageCode(message) : undefined;
  if (code) return codeText(code, message);
  // Any other sentence (English text of no catalogue) never reaches the screen: the generic text of its kind.
  return i18next.t(`validation.${GENERIC_OF_TYPE[error.type ?? ''] ?? 'invalid'}`, { ns: 'common' });
}

/** The generic `common:validation.*` key for an error type (react-hook-form's, or the zod issue code) without bounds. */
const GENERIC_OF_TYPE: Record<string, string> = {
  required: 'required',
  invalid_type: 'required',
  invalid_value: 'choose',
  invalid_union: 'choose',
};
