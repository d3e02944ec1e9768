import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SignupRole } from 'shared-api';
import { signupBodySchema, withPasswordConfirmation } from 'shared-api/schemas';
import { Alert, Button, serverMessage, useLocalizedPath } from 'shared-ui';
import { applyServerError, Form, FormCheckbox, FormField, useContractForm } from 'shared-ui/form';
import { useSignUp } from '../api/sign-up.ts';
import { withoutConfirmation } from '../lib/without-confirmation.ts';
import { EmailField } from './email-field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

type Props = { signupRole: SignupRole; onSuccess: () => void };

/** The contract's sign-up body (its empty role profile filled by the schema's defaults) plus the confirmation. */
const signupFormSchema = withPasswordConfirmation(signupBodySchema);

const emptyForm = (role: SignupRole) => ({
  email: '',
  password: '',
  confirmPassword: '',
  // The terms box only enables the submit button; the schema does not know it, so it is never sent.
  terms: false,
  ...(role === 'employer'
    ? { role, profile: { companyName: '' } }
    : { role: 'job_seeker' as const, profile: { fullName: '' } }),
});

/** The one signup form (auth panel and /signup page). Remount it (key) to clear it. */
export function SignupForm({ signupRole: role, onSuccess }: Props) {
  const { t } = useTranslation('shell');
  const localize = useLocalizedPath();
  const form = useContractForm(signupFormSchema, { defaultValues: emptyForm(role) });
  const agreed = useWatch({ control: form.control, name: 'terms' }) === true;
  const signup = useSignUp();

  return (
    <Form
      form={form}
      testId="signup-form"
      onSubmit={(values) =>
        signup.mutate(withoutConfirmation(values), {
          onSuccess,
          onError: (error) => applyServerError(form, error) && signup.reset(),
        })
      }
    >
      {signup.error ? (
        <Alert tone="error" testId="signup-error">
          {serverMessage(signup.error, t('auth.signupFailed'))}
        </Alert>
      ) : null}
      <FormField
        name={role === 'employer' ? 'profile.companyName' : 'profile.fullName'}
        label={role === 'employer' ? t('auth.companyName') : t('auth.fullName')}
        autoComplete={role === 'employer' ? 'organization' : 'name'}
        required
        data-testid="signup-name"
        data-autofocus
      />
      <EmailField testId="signup-email" />
      <NewPasswordFields
        name="password"
        label={t('auth.password')}
        testIds={{ password: 'signup-password', confirm: 'signup-confirm-password' }}
      />
      <FormCheckbox
        name="terms"
        data-testid="signup-terms"
        label={
          <>
            {t('auth.agreePrefix')}
            <a href={localize('/terms-and-conditions')} target="_blank" rel="noopener noreferrer">
              {t('auth.terms')}
              <span className="visually-hidden"> {t('auth.newTab')}</span>
            </a>
            {t('auth.and')}
            <a href={localize('/privacy-policy')} target="_blank" rel="noopener noreferrer">
              {t('auth.privacy')}
              <span className="visually-hidden"> {t('auth.newTab')}</span>
            </a>
            {t('auth.agreeSuffix')}
          </>
        }
      />
      <Button
        type="submit"
        className="btn-block"
        disabled={!agreed}
        busy={signup.isPending}
        data-testid="signup-submit"
      >
        {signup.isPending ? t('auth.signingUp') : t('auth.signupSubmit')}
      </Button>
    </Form>
  );
}
