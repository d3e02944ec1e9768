import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile, type EmployerDocument, employerContract } from 'shared-api';
import { Alert, Button, formatDate, serverMessage, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';

type DocumentLinksProps = {
  documents: EmployerDocument[];
  /** When given, each document also gets a delete button. */
  onDelete?: (document: EmployerDocument) => void;
};

/** Verification documents: each downloads with the admin's token (they are private files). */
export function DocumentLinks({ documents, onDelete }: DocumentLinksProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [error, setError] = useState<string | null>(null);
  if (documents.length === 0) return <p className="muted">{t('employers.noDocuments')}</p>;
  const download = async (document: EmployerDocument) => {
    setError(null);
    try {
      await downloadFile(employerContract.document.path.replace(':id', document.id), 'document.pdf');
    } catch (failure) {
      setError(serverMessage(failure, t('employers.downloadFailed')));
    }
  };
  return (
    <div className="stack">
      <ul className="document-list">
        {documents.map((document) => (
          <li key={document.id} className="row">
            <Button
              variant="link"
              onClick={() => void download(document)}
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
      {error ? <Alert tone="error">{error}</Alert> : null}
    </div>
  );
}
