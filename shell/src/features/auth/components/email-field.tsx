import { useTranslation } from 'react-i18next';
import { FormField } from 'shared-ui/form';

type Props = { testId: string; autoFocus?: boolean };

/** The `email` field of an auth form (login, sign-up, resend, forgot password). */
export function EmailField({ testId, autoFocus = false }: Props) {
  const { t } = useTranslation('shell');
  return (
    <FormField
      name="email"
      label={t('auth.email')}
      type="email"
      autoComplete="email"
      required
      data-testid={testId}
      data-autofocus={autoFocus || undefined}
    />
  );
}
