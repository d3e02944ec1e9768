import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerDocument, WireUser } from 'shared-api';
import { Button, ConfirmDialog, FileInput } from 'shared-ui';
import { Flash, useFlash } from '../../../components/flash.tsx';
import { LabelledControl } from '../../../components/labelled-control.tsx';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { useDeleteDocument } from '../api/delete-document.ts';
import { useDeleteLogo } from '../api/delete-logo.ts';
import { useUploadDocuments } from '../api/upload-documents.ts';
import { useUploadLogo } from '../api/upload-logo.ts';
import { DocumentLinks } from './document-links.tsx';

/** Logo change/delete and documents upload/download/delete of an existing employer. */
export function EmployerFiles({ employer }: { employer: WireUser }) {
  const { t } = useTranslation(NAMESPACE);
  const logoInput = useRef<HTMLInputElement>(null);
  const documentsInput = useRef<HTMLInputElement>(null);
  const logoId = useId();
  const documentsId = useId();
  const { flash, success, failure } = useFlash();
  const [confirmLogo, setConfirmLogo] = useState(false);
  // A new key after an upload empties the file box (its chosen names with it).
  const [logoKey, setLogoKey] = useState(0);
  const [documentsKey, setDocumentsKey] = useState(0);
  const [deletingDocument, setDeletingDocument] = useState<EmployerDocument | null>(null);
  const uploadLogo = useUploadLogo();
  const deleteLogo = useDeleteLogo();
  const uploadDocuments = useUploadDocuments();
  const deleteDocument = useDeleteDocument();
  const name = employer.companyName || employer.email;

  /** Reports one file action: saved, or the action's own failure followed by the server's reason. */
  const outcome = (failed: string, done?: () => void) => ({
    onSuccess: () => {
      done?.();
      success(t('messages.saved'));
    },
    onError: (error: Error) => failure(failureText(failed, error)),
  });

  const sendLogo = () => {
    const file = logoInput.current?.files?.[0];
    if (!file) {
      failure(t('employers.logoUploadFailed'));
      return;
    }
    uploadLogo.mutate(
      { id: employer.id, file },
      outcome(t('employers.logoUploadFailed'), () => setLogoKey((key) => key + 1)),
    );
  };

  const sendDocuments = () =>
    uploadDocuments.mutate(
      { id: employer.id, files: [...(documentsInput.current?.files ?? [])] },
      outcome(t('employers.documentsUploadFailed'), () => setDocumentsKey((key) => key + 1)),
    );

  return (
    <div className="stack employer-files">
      <section className="stack" aria-labelledby={`${logoId}-heading`}>
        <h3 id={`${logoId}-heading`}>{t('employers.logo')}</h3>
        {employer.companyLogoUrl ? (
          <img className="approval-logo" src={employer.companyLogoUrl} alt={t('employers.logoOf', { name })} />
        ) : (
          <p className="muted">{t('employers.noLogo')}</p>
        )}
        <LabelledControl id={logoId} label={t('employers.chooseLogo')}>
          <FileInput key={logoKey} id={logoId} ref={logoInput} accept="image/*" />
        </LabelledControl>
        <div className="row">
          <Button variant="secondary" busy={uploadLogo.isPending || deleteLogo.isPending} onClick={sendLogo}>
            {t('employers.uploadLogo')}
          </Button>
          {employer.companyLogoUrl ? (
            <Button variant="ghost" onClick={() => setConfirmLogo(true)}>
              {t('employers.deleteLogo')}
            </Button>
          ) : null}
        </div>
      </section>
      <section className="stack" aria-labelledby={`${documentsId}-heading`}>
        <h3 id={`${documentsId}-heading`}>{t('employers.documents')}</h3>
        <DocumentLinks documents={employer.documents ?? []} onDelete={setDeletingDocument} />
        <LabelledControl id={documentsId} label={t('employers.chooseDocuments')}>
          <FileInput
            key={documentsKey}
            id={documentsId}
            ref={documentsInput}
            multiple
            accept=".pdf,.doc,.docx,.jpg,.jpeg,.png"
          />
        </LabelledControl>
        <div className="row">
          <Button
            variant="secondary"
            busy={uploadDocuments.isPending || deleteDocument.isPending}
            onClick={sendDocuments}
          >
            {t('employers.uploadDocuments')}
          </Button>
        </div>
      </section>
      <Flash flash={flash} testId="employer-files-message" />
      <ConfirmDialog
        open={confirmLogo}
        message={t('common:confirm.deleteLogo')}
        tone="danger"
        confirmLabel={t('actions.delete')}
        onCancel={() => setConfirmLogo(false)}
        onConfirm={() => {
          setConfirmLogo(false);
          deleteLogo.mutate(employer.id, outcome(t('employers.logoDeleteFailed')));
        }}
      />
      <ConfirmDialog
        open={deletingDocument !== null}
        message={t('common:confirm.deleteDocument')}
        tone="danger"
        confirmLabel={t('actions.delete')}
        onCancel={() => setDeletingDocument(null)}
        onConfirm={() => {
          const docId = deletingDocument?.id;
          setDeletingDocument(null);
          if (docId) deleteDocument.mutate({ id: employer.id, docId }, outcome(t('employers.documentDeleteFailed')));
        }}
      />
    </div>
  );
}
