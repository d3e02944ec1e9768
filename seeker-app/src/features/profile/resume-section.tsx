import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile, seekerContract, type User } from 'shared-api';
import { Button, ConfirmDialog, Field, serverMessage } from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { profileCall } from '../../seeker-api.ts';
import { SectionAlert } from './section-alert.tsx';
import { useSectionStatus } from './section-status.ts';
import { SubmitRow } from './submit-row.tsx';

type Seeker = Extract<User, { role: 'job_seeker' }>;

const ACCEPT = '.pdf,.doc,.docx,image/*';
/** The wire user carries `/api/users/resume/<id>`; the client's api() adds the `/api` base itself. */
const apiPath = (url: string) => url.replace(/^\/api(?=\/)/, '');

export function ResumeSection({ user }: { user: Seeker }) {
  const { t } = useTranslation(NAMESPACE);
  const status = useSectionStatus();
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input after an upload.
  const [inputKey, setInputKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { resumeUrl, resumeFileName } = user.profile;

  async function upload(event: FormEvent) {
    event.preventDefault();
    status.clear();
    if (!file) {
      status.failure(t('resume.chooseFile'));
      return;
    }
    const form = new FormData();
    form.append(seekerContract.uploadResume.field, file);
    setBusy(true);
    try {
      await profileCall(seekerContract.uploadResume.path, 'POST', form);
      setFile(null);
      setInputKey((key) => key + 1);
      status.success(t('messages.saved'));
    } catch (error) {
      status.failure(serverMessage(error, t('resume.uploadFailed')));
    } finally {
      setBusy(false);
    }
  }

  async function download() {
    if (!resumeUrl) return;
    status.clear();
    try {
      await downloadFile(apiPath(resumeUrl), seekerContract.downloadResume.defaultFileName);
    } catch {
      status.failure(t('resume.downloadFailed'));
    }
  }

  async function remove() {
    setBusy(true);
    status.clear();
    try {
      await profileCall(seekerContract.deleteResume.path, 'DELETE');
      status.success(t('messages.deleted'));
    } catch {
      status.failure(t('resume.deleteFailed'));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <section className="card seeker-section" aria-labelledby="seeker-resume-title">
      <h2 id="seeker-resume-title">{t('resume.title')}</h2>
      {resumeUrl ? (
        <div className="row">
          <p data-testid="resume-name">{t('resume.current', { name: resumeFileName ?? '' })}</p>
          <Button variant="secondary" onClick={download}>
            {t('resume.download')}
          </Button>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('resume.delete')}
          </Button>
        </div>
      ) : (
        <p className="muted">{t('resume.none')}</p>
      )}
      <form className="form stack" noValidate onSubmit={upload}>
        <Field
          key={inputKey}
          label={t('resume.file')}
          type="file"
          accept={ACCEPT}
          hint={t('resume.hint')}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <SubmitRow busy={busy}>{t('resume.upload')}</SubmitRow>
      </form>
      <SectionAlert message={status.message} />
      <ConfirmDialog
        open={confirming}
        message={t('confirm.deleteItem', { ns: 'common' })}
        tone="danger"
        busy={busy}
        confirmLabel={t('actions.delete')}
        onCancel={() => setConfirming(false)}
        onConfirm={remove}
      />
    </section>
  );
}
