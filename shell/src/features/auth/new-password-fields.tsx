import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from 'shared-api';
import { Field } from 'shared-ui';

type Props = {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  /** Shown under the confirmation (mismatch or too short). */
  error: string | null;
  passwordLabel: string;
  /** Test ids of the two inputs, as the browser tests know them. */
  testIds: { password: string; confirm: string };
};

/** A new password and its confirmation: sign-up, reset and change-password use the same pair. */
export function NewPasswordFields({ password, confirm, onPassword, onConfirm, error, passwordLabel, testIds }: Props) {
  const { t } = useTranslation('shell');
  return (
    <>
      <Field
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        data-testid={testIds.password}
      />
      <Field
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        value={confirm}
        onChange={(event) => onConfirm(event.target.value)}
        error={error}
        data-testid={testIds.confirm}
      />
    </>
  );
}
