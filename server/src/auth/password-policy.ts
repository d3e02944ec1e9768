import { dictionary } from '@zxcvbn-ts/language-common';
import { authMessages } from 'shared-api/contract';
import { HttpError } from '../errors.ts';

/**
 * zxcvbn-ts's list of the most common passwords (about 49,000, from real leaks, lower case), so the
 * list is maintained upstream rather than typed in here. Loaded once, on first use.
 */
let common: Set<string> | undefined;
const commonPasswords = () => {
  common ??= new Set(dictionary['passwords-common']);
  return common;
};

/** Why a new password is refused beyond the length rule (which the contract checks), or null. */
export function passwordProblem(password: string, email: string): string | null {
  const candidate = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  const localPart = address.slice(0, address.lastIndexOf('@'));
  if (candidate === address || (localPart !== '' && candidate === localPart)) return authMessages.passwordIsEmail;
  if (commonPasswords().has(candidate)) return authMessages.passwordTooCommon;
  return null;
}

/**
 * For sign-up, reset and change password: 400 with the contract's message when the password is refused, naming
 * the body's `field` that holds it (`password`, or `newPassword` on a change) so a form shows it under that field.
 */
export function assertAcceptablePassword(password: string, email: string, field = 'password'): void {
  const problem = passwordProblem(password, email);
  if (problem) throw new HttpError(400, problem, undefined, field);
}
