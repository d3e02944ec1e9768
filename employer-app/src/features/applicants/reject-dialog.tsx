import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';

type Props = { open: boolean; busy: boolean; onConfirm: (reason: string) => void; onCancel: () => void };

/** Asks the rejection reason; confirm stays disabled while it is empty (spec section 5). */
export function RejectDialog({ open, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const id = useId();
  const empty = reason.trim() === '';
  const close = () => {
    setReason('');
    setTouched(false);
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
      onConfirm={() => {
        if (empty) {
          setTouched(true);
          return;
        }
        onConfirm(reason.trim());
      }}
      onCancel={close}
    >
      <div className="field">
        <label htmlFor={id} className="field-label">
          {t('detail.reason')}
          <span className="field-required" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <textarea
          id={id}
          className="field-input"
          rows={4}
          required
          value={reason}
          aria-invalid={touched && empty ? true : undefined}
          aria-describedby={touched && empty ? `${id}-error` : undefined}
          onBlur={() => setTouched(true)}
          onChange={(event) => setReason(event.target.value)}
        />
        {touched && empty ? (
          <p id={`${id}-error`} className="field-error">
            {t('detail.reasonRequired')}
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
