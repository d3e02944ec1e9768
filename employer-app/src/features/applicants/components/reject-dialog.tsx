import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { employerMessages } from 'shared-api/area-constants';
import { applicationStatusBodySchema } from 'shared-api/schemas';
import { ConfirmDialog } from 'shared-ui';
import { FormTextArea, useContractForm } from 'shared-ui/form';
import { NAMESPACE } from '../../../i18n/namespace.ts';

type Props = { open: boolean; busy: boolean; onConfirm: (reason: string) => void; onCancel: () => void };

/** The reason a rejection needs (the contract's own text rule, required like the server requires it). */
const rejectSchema = applicationStatusBodySchema.pick({ rejectionReason: true }).extend({
  rejectionReason: applicationStatusBodySchema.shape.rejectionReason
    .unwrap()
    .unwrap()
    .min(1, employerMessages.reasonRequired),
});

/** Asks the rejection reason; confirm stays disabled while it is empty (spec section 5). */
export function RejectDialog({ open, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const form = useContractForm(rejectSchema, { defaultValues: { rejectionReason: '' }, mode: 'onTouched' });
  const empty = form.watch('rejectionReason').trim() === '';
  const close = () => {
    form.reset();
    onCancel();
  };
  return (
    <ConfirmDialog
      open={open}
      title={t('detail.rejectTitle')}
      message={t('detail.rejectMessage')}
      confirmLabel={t('detail.reject')}
      tone="danger"
      busy={busy}
      confirmDisabled={empty}
      onConfirm={form.handleSubmit(({ rejectionReason }) => onConfirm(rejectionReason))}
      onCancel={close}
    >
      <FormProvider {...form}>
        <FormTextArea name="rejectionReason" label={t('detail.reason')} rows={4} required />
      </FormProvider>
    </ConfirmDialog>
  );
}
