import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, downloadFile, type EmployerDocument, useSession, wireUserSchema } from 'shared-api';
import { Alert, Button, ConfirmDialog, Field, formatDate, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import type { Notice } from './company-profile.tsx';

const ACCEPT_DOCUMENTS = '.pdf,.doc,.docx,.jpg,.jpeg,.png';

/** Verification documents: upload several at once, download, delete (confirmed). */
export function CompanyDocuments({ documents }: { documents: EmployerDocument[] }) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const language = useLanguage();
  const setUser = useSession((state) => state.setUser);
  const [chosen, setChosen] = useState<File[]>([]);
  const [inputKey, setInputKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [deleting, setDeleting] = useState<EmployerDocument | null>(null);

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (chosen.length === 0) return;
    setNotice(null);
    setBusy(true);
    const body = new FormData();
    for (const file of chosen) body.append('documents', file);
    try {
      const wire = await api('/users/profile/documents', { method: 'POST', body, schema: wireUserSchema });
      if (wire) setUser(wire);
      setChosen([]);
      setInputKey((key) => key + 1);
    } catch {
      setNotice({ tone: 'error', text: t('documents.uploadFailed') });
    } finally {
      setBusy(false);
    }
  }

  async function remove(doc: EmployerDocument) {
    setBusy(true);
    try {
      const wire = await api(`/users/profile/documents/${doc.id}`, { method: 'DELETE', schema: wireUserSchema });
      if (wire) setUser(wire);
    } catch {
      setNotice({ tone: 'error', text: t('documents.deleteFailed') });
    } finally {
      setDeleting(null);
      setBusy(false);
    }
  }

  async function download(doc: EmployerDocument) {
    setNotice(null);
    try {
      await downloadFile(`/users/documents/${doc.id}`, 'document.pdf');
    } catch {
      setNotice({ tone: 'error', text: t('documents.downloadFailed') });
    }
  }

  return (
    <div className="company-documents stack">
      <h3>{t('documents.heading')}</h3>
      <p className="muted">{t('documents.intro')}</p>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
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
                onClick={() => void download(doc)}
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
      <form className="form row" onSubmit={upload}>
        <Field
          key={inputKey}
          label={t('documents.choose')}
          hint={t('documents.hint')}
          type="file"
          multiple
          accept={ACCEPT_DOCUMENTS}
          onChange={(event) => setChosen([...(event.target.files ?? [])])}
        />
        <Button type="submit" busy={busy} disabled={chosen.length === 0}>
          {t('documents.upload')}
        </Button>
      </form>
      <ConfirmDialog
        open={deleting !== null}
        message={tc('confirm.deleteDocument')}
        tone="danger"
        confirmLabel={tc('actions.delete')}
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
