import { useTranslation } from 'react-i18next';
import type { Certification } from 'shared-api';
import { SEEKER_LIMITS } from 'shared-api/area-constants';
import { certificationInputSchema } from 'shared-api/schemas';
import {
  applyServerError,
  Form,
  FormDateField,
  FormField,
  useContractForm,
  useReportUnsavedEdits,
} from 'shared-ui/form';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import type { ItemFormProps } from './editable-list-section.tsx';

/** The server names a certification's field by its place in the list (`certifications.2.name`). */
const listField = (serverField: string) => serverField.replace(/^certifications\.\d+\./, '');

/** Add or edit one certification on the contract's schema; a new one gets its id here. */
export function CertificationForm({ item, send, footer }: ItemFormProps<Certification, Certification>) {
  const { t } = useTranslation(NAMESPACE);
  const form = useContractForm(certificationInputSchema, {
    defaultValues: {
      id: item?.id ?? crypto.randomUUID(),
      name: item?.name ?? '',
      issuingOrganization: item?.issuingOrganization ?? '',
      issueDate: item?.issueDate ?? '',
    },
  });
  useReportUnsavedEdits(form);
  return (
    <Form
      form={form}
      className="form stack"
      onSubmit={(values) => send(values, (error) => applyServerError(form, error, listField))}
    >
      <FormField name="name" label={t('certifications.name')} required maxLength={SEEKER_LIMITS.itemText} />
      <FormField
        name="issuingOrganization"
        label={t('certifications.organization')}
        maxLength={SEEKER_LIMITS.itemText}
      />
      <FormDateField name="issueDate" label={t('certifications.issueDate')} bounds="past" />
      {footer}
    </Form>
  );
}
