import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

type ConfirmDialogProps = {
  open: boolean;
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  title?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'primary' | 'danger';
  busy?: boolean;
  /** e.g. while a required reason is empty */
  confirmDisabled?: boolean;
  /** Extra content under the message, such as a reason field. */
  children?: ReactNode;
};

export function ConfirmDialog({
  open,
  message,
  onConfirm,
  onCancel,
  title,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  busy = false,
  confirmDisabled = false,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title ?? t('confirm.title')}
      testId="confirm-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel ?? t('actions.cancel')}
          </Button>
          <Button variant={tone} onClick={onConfirm} busy={busy} disabled={confirmDisabled}>
            {confirmLabel ?? t('actions.confirm')}
          </Button>
        </>
      }
    >
      <p>{message}</p>
      {children}
    </Modal>
  );
}
