import { useTranslation } from 'react-i18next';
import type { EmployerDocument } from 'shared-api';
import { Alert, Button, formatDate, serverMessage, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useDownloadDocument } from '../api/download-document.ts';

type DocumentLinksProps = {
  documents: EmployerDocument[];
  /** When given, each document also gets a delete button. */
  onDelete?: (document: EmployerDocument) => void;
};

/** Verification documents: each downloads with the admin's token (they are private files). */
export function DocumentLinks({ documents, onDelete }: DocumentLinksProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const download = useDownloadDocument();
  if (documents.length === 0) return <p className="muted">{t('employers.noDocuments')}</p>;
  return (
    <div className="stack">
      <ul className="document-list">
        {documents.map((document) => (
          <li key={document.id} className="row">
            <Button
              variant="link"
              onClick={() => download.mutate(document)}
              aria-label={t('employers.downloadNamed', { name: document.fileName })}
            >
              {document.fileName}
            </Button>
            <span className="muted">{formatDate(document.createdAt, language)}</span>
            {onDelete ? (
              <Button
                variant="ghost"
                onClick={() => onDelete(document)}
                aria-label={t('employers.deleteDocumentNamed', { name: document.fileName })}
              >
                {t('actions.delete')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {download.isError ? (
        <Alert tone="error">{serverMessage(download.error, t('employers.downloadFailed'))}</Alert>
      ) : null}
    </div>
  );
}
