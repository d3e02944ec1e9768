import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WireUser } from 'shared-api';
import { createEmployerBodySchema, updateEmployerBodySchema } from 'shared-api/schemas';
import { Modal, serverMessage } from 'shared-ui';
import { Form, FormActions, FormField, useContractForm, useIsOther } from 'shared-ui/form';
import { FormFailure, reportServerError } from '../../../components/form-failure.tsx';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useCreateEmployer } from '../api/create-employer.ts';
import { useUpdateEmployer } from '../api/update-employer.ts';
import { EmployerFiles } from './employer-files.tsx';
import {
  customIndustryRule,
  EmployerProfileFields,
  profileDefaults,
  profileToSend,
} from './employer-profile-fields.tsx';

type Saved = {
  onClose: () => void;
  /** `created` is the new employer after a create, so the form can go on with its logo and documents. */
  onSaved: (message: string, created: WireUser | null) => void;
};

/** Add/edit an employer (spec section 5); editing also manages the logo and the documents. */
export function EmployerForm({ employer, onClose, onSaved }: Saved & { employer: WireUser | null }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal
      open
      onClose={onClose}
      title={employer ? t('employers.editTitle') : t('employers.addTitle')}
      className="modal-wide"
      testId="employer-form"
    >
      {employer ? (
        <EditEmployerForm employer={employer} onClose={onClose} onSaved={onSaved} />
      ) : (
        <CreateEmployerForm onClose={onClose} onSaved={onSaved} />
      )}
    </Modal>
  );
}

/** A new employer: email and password (the contract's rules) and the profile. */
function CreateEmployerForm({ onClose, onSaved }: Saved) {
  const { t } = useTranslation(NAMESPACE);
  const isOtherIndustry = useIsOther('industries');
  const schema = useMemo(
    () => createEmployerBodySchema.refine(...customIndustryRule(isOtherIndustry)),
    [isOtherIndustry],
  );
  const form = useContractForm(schema, { defaultValues: { email: '', password: '', profile: profileDefaults(null) } });
  const create = useCreateEmployer();
  return (
    <Form
      form={form}
      className="stack"
      onSubmit={(body) =>
        create.mutate(
          { ...body, profile: profileToSend(body.profile, isOtherIndustry) },
          {
            onSuccess: (created) => onSaved(t('messages.saved'), created),
            onError: (error) => reportServerError(form, error),
          },
        )
      }
    >
      <EmployerProfileFields
        accountFields={
          <>
            <FormField name="email" label={t('users.email')} type="email" required autoComplete="off" />
            <FormField
              name="password"
              label={t('employers.password')}
              type="password"
              required
              autoComplete="new-password"
            />
          </>
        }
      />
      <FormFailure>
        {t('employers.saveFailed', { message: serverMessage(create.error, t('messages.saveFailed')) })}
      </FormFailure>
      <FormActions busy={create.isPending} onCancel={onClose} />
    </Form>
  );
}

/**
 * An existing employer's profile (email and password are the employer's own business), then the logo and the
 * documents (each saved by its own button at once), then Cancel and Save: the dialog ends with its actions, on
 * screen and in keyboard order.
 */
function EditEmployerForm({ employer, onClose, onSaved }: Saved & { employer: WireUser }) {
  const { t } = useTranslation(NAMESPACE);
  const isOtherIndustry = useIsOther('industries');
  const schema = useMemo(
    () => updateEmployerBodySchema.refine(...customIndustryRule(isOtherIndustry)),
    [isOtherIndustry],
  );
  const form = useContractForm(schema, { defaultValues: { profile: profileDefaults(employer) } });
  const update = useUpdateEmployer();
  return (
    <Form
      form={form}
      className="stack"
      onSubmit={({ profile }) =>
        update.mutate(
          { id: employer.id, body: { profile: profileToSend(profile, isOtherIndustry) } },
          {
            onSuccess: () => onSaved(t('messages.saved'), null),
            onError: (error) => reportServerError(form, error),
          },
        )
      }
    >
      <EmployerProfileFields />
      <EmployerFiles employer={employer} />
      <FormFailure>
        {t('employers.saveFailed', { message: serverMessage(update.error, t('messages.saveFailed')) })}
      </FormFailure>
      <FormActions busy={update.isPending} onCancel={onClose} />
    </Form>
  );
}
