import type { TFunction } from 'i18next';
import { PASSWORD_MIN_LENGTH } from 'shared-api';

/** Why a new password cannot be sent (spec section 5: they must match, at least 6 characters), or null. */
export function newPasswordError(password: string, confirm: string, t: TFunction<'shell'>): string | null {
  if (password !== confirm) return t('auth.passwordsDoNotMatch');
  if (password.length < PASSWORD_MIN_LENGTH) return t('auth.passwordTooShort');
  return null;
}
