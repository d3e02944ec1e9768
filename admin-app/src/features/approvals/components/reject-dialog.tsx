import { useTranslation } from 'react-i18next';
import type { WireUser } from 'shared-api';
import { rejectBodySchema } from 'shared-api/schemas';
import { ConfirmDialog, serverMessage } from 'shared-ui';
import { Form, FormTextArea, useContractForm } from 'shared-ui/form';
import { FormFailure, reportServerError } from '../../../components/form-failure.tsx';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useRejectEmployer } from '../api/reject-employer.ts';

type RejectDialogProps = {
  employer: WireUser;
  onCancel: () => void;
  onRejected: (employer: WireUser) => void;
};

/**
 * Reject with a reason (spec section 5), on the contract's reject body: the reason is required, Reject stays
 * disabled while it is empty, and emptying it says so at once.
 */
export function RejectDialog({ employer, onCancel, onRejected }: RejectDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const form = useContractForm(rejectBodySchema, { defaultValues: { reason: '' }, mode: 'onChange' });
  const reject = useRejectEmployer();
  const reason = form.watch('reason');
  const submit = form.handleSubmit(({ reason: text }) =>
    reject.mutate(
      { id: employer.id, reason: text },
      { onSuccess: () => onRejected(employer), onError: (error) => reportServerError(form, error) },
    ),
  );

  return (
    <ConfirmDialog
      open
      title={t('approvals.rejectTitle', { name: employer.companyName || employer.email })}
      message={t('approvals.rejectMessage')}
      tone="danger"
      confirmLabel={t('approvals.reject')}
      confirmDisabled={!reason.trim()}
      busy={reject.isPending}
      onCancel={onCancel}
      onConfirm={() => void submit()}
    >
      <Form form={form} onSubmit={() => void submit()}>
        <FormTextArea name="reason" label={t('approvals.reason')} rows={4} required />
        <FormFailure>{serverMessage(reject.error, t('messages.saveFailed'))}</FormFailure>
      </Form>
    </ConfirmDialog>
  );
}
