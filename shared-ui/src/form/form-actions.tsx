import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';

type FormActionsProps = {
  /** The save is under way: the submit button shows it and cannot be pressed again. */
  busy: boolean;
  onCancel: () => void;
  /** Defaults to Save. */
  submitLabel?: string;
};

/** Cancel and Save under a form (the submit button submits the form it is in). */
export function FormActions({ busy, onCancel, submitLabel }: FormActionsProps) {
  const { t } = useTranslation('common');
  return (
    <div className="row form-actions">
      <Button variant="secondary" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" busy={busy}>
        {submitLabel ?? t('actions.save')}
      </Button>
    </div>
  );
}
