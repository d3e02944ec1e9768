import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ConfirmDialog, Field } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useDeleteLogo } from '../api/delete-logo.ts';
import { useUploadLogo } from '../api/upload-logo.ts';

/** Logo upload (change) and delete with the spec's 'Are you sure?' confirmation. */
export function CompanyLogo({ logoUrl, companyName }: { logoUrl: string | null; companyName: string }) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const upload = useUploadLogo();
  const remove = useDeleteLogo();
  const [confirming, setConfirming] = useState(false);
  // A new file input after every upload, so choosing the same file again uploads it again.
  const [inputKey, setInputKey] = useState(0);
  const busy = upload.isPending || remove.isPending;
  const failure = upload.isError ? t('logo.uploadFailed') : remove.isError ? t('logo.deleteFailed') : null;

  function choose(file: File | undefined) {
    if (!file) return;
    remove.reset();
    upload.mutate(file, { onSettled: () => setInputKey((key) => key + 1) });
  }

  function confirmDelete() {
    upload.reset();
    remove.mutate(undefined, { onSettled: () => setConfirming(false) });
  }

  return (
    <div className="company-logo-editor stack">
      <h3>{t('logo.heading')}</h3>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {logoUrl ? (
        <img className="company-logo-preview" src={logoUrl} alt={t('logo.alt', { company: companyName })} />
      ) : (
        <p className="muted">{t('logo.none')}</p>
      )}
      <div className="row">
        <Field
          key={inputKey}
          label={logoUrl ? t('logo.change') : t('logo.upload')}
          type="file"
          accept="image/*"
          disabled={busy}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        {logoUrl ? (
          <Button variant="danger" onClick={() => setConfirming(true)} disabled={busy}>
            {t('logo.delete')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        message={tc('confirm.deleteLogo')}
        tone="danger"
        confirmLabel={tc('actions.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
