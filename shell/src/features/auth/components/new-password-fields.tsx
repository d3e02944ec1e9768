import { useTranslation } from 'react-i18next';
import { FormField } from 'shared-ui/form';

type Props = {
  /** The new password's name in the form's schema; its confirmation is `confirmPassword`. */
  name: string;
  label: string;
  /** Test ids of the two inputs, as the browser tests know them. */
  testIds: { password: string; confirm: string };
};

/**
 * A new password and its confirmation: sign-up, reset and change password use the same pair, on a form schema
 * made with the contract's `withPasswordConfirmation` (so the rules and the mismatch message are the contract's).
 */
export function NewPasswordFields({ name, label, testIds }: Props) {
  const { t } = useTranslation('shell');
  return (
    <>
      <FormField
        name={name}
        label={label}
        type="password"
        autoComplete="new-password"
        required
        data-testid={testIds.password}
      />
      <FormField
        name="confirmPassword"
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        data-testid={testIds.confirm}
      />
    </>
  );
}
