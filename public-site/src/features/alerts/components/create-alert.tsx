import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobsFilter } from 'shared-api';
import { Button, Modal, Spinner } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';

const loadForm = () => import('./create-alert-form.tsx');
const CreateAlertForm = lazy(loadForm);

/**
 * "Create alert" beside the /jobs results: saves the current search (URL filters + keyword) with a name and a
 * frequency. A logged-in user saves it to the account; a visitor gives an email and confirms by the link mailed.
 * The dialog's form is fetched when the button is pointed at, focused or pressed, not with the page.
 */
export function CreateAlert({ filter }: { filter: JobsFilter }) {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        data-testid="create-alert"
      >
        {t('alerts.create')}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('alerts.dialogTitle')} testId="create-alert-dialog">
        <p>{t('alerts.dialogLead')}</p>
        <Suspense fallback={<Spinner label={t('alerts.working')} />}>
          <CreateAlertForm filter={filter} onDone={() => setOpen(false)} />
        </Suspense>
      </Modal>
    </>
  );
}
