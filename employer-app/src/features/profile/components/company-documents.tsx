import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EmployerDocument } from 'shared-api';
import { Alert, Button, ConfirmDialog, formatDate, useLanguage } from 'shared-ui';
import { Form, FormField } from 'shared-ui/form';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { resetOthers } from '../../../lib/reset-others.ts';
import { useDeleteDocument } from '../api/delete-document.ts';
import { useDownloadDocument } from '../api/download-document.ts';
import { useUploadDocuments } from '../api/upload-documents.ts';

const ACCEPT_DOCUMENTS = '.pdf,.doc,.docx,.jpg,.jpeg,.png';

/** Verification documents: upload several at once, download, delete (confirmed). */
export function CompanyDocuments({ documents }: { documents: EmployerDocument[] }) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const language = useLanguage();
  const form = useForm<{ documents: FileList | null }>({ defaultValues: { documents: null } });
  const chosen = form.watch('documents');
  const upload = useUploadDocuments();
  const remove = useDeleteDocument();
  const download = useDownloadDocument();
  const [deleting, setDeleting] = useState<EmployerDocument | null>(null);
  const failure = upload.isError
    ? t('documents.uploadFailed')
    : remove.isError
      ? t('documents.deleteFailed')
      : download.isError
        ? t('documents.downloadFailed')
        : null;

  const only = (keep: { reset: () => void }) => resetOthers([upload, remove, download], keep);

  const send = ({ documents: files }: { documents: FileList | null }) => {
    if (!files || files.length === 0) return;
    only(upload);
    // reset() with no values also empties the file input (the form element's own reset).
    upload.mutate([...files], { onSuccess: () => form.reset() });
  };

  return (
    <div className="company-documents stack">
      <h3>{t('documents.heading')}</h3>
      <p className="muted">{t('documents.intro')}</p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {documents.length === 0 ? (
        <p className="muted">{t('documents.none')}</p>
      ) : (
        <ul className="document-list">
          {documents.map((doc) => (
            <li key={doc.id} className="document-item">
              <span className="document-name">{doc.fileName}</span>
              <span className="muted">{formatDate(doc.createdAt, language)}</span>
              <Button
                variant="secondary"
                onClick={() => {
                  only(download);
                  download.mutate(doc.id);
                }}
                aria-label={t('documents.downloadNamed', { name: doc.fileName })}
              >
                {t('documents.download')}
              </Button>
              <Button
                variant="danger"
                onClick={() => setDeleting(doc)}
                aria-label={t('documents.deleteNamed', { name: doc.fileName })}
              >
                {tc('actions.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Form form={form} onSubmit={send} className="form row">
        <FormField
          name="documents"
          label={t('documents.choose')}
          hint={t('documents.hint')}
          type="file"
          multiple
          accept={ACCEPT_DOCUMENTS}
        />
        <Button type="submit" busy={upload.isPending} disabled={!chosen || chosen.length === 0}>
          {t('documents.upload')}
        </Button>
      </Form>
      <ConfirmDialog
        open={deleting !== null}
        message={tc('confirm.deleteDocument')}
        tone="danger"
        confirmLabel={tc('actions.delete')}
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          only(remove);
          remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
