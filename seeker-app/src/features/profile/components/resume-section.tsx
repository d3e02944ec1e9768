import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { User } from 'shared-api';
import { seekerMessages } from 'shared-api/area-constants';
import { Button, ConfirmDialog } from 'shared-ui';
import { Form, FormField } from 'shared-ui/form';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useDeleteResume } from '../api/delete-resume.ts';
import { useDownloadResume } from '../api/download-resume.ts';
import { useUploadResume } from '../api/upload-resume.ts';
import { SectionOutcome } from './section-outcome.tsx';
import { SubmitRow } from './submit-row.tsx';

type Seeker = Extract<User, { role: 'job_seeker' }>;

const ACCEPT = '.pdf,.doc,.docx,image/*';

/** The upload route is multipart (no JSON schema): its one rule, a chosen file, is the server's own message. */
const fileRules = {
  validate: (files: FileList | undefined) => (files?.length ?? 0) > 0 || seekerMessages.resumeRequired,
};

export function ResumeSection({ user }: { user: Seeker }) {
  const { t } = useTranslation(NAMESPACE);
  const form = useForm<{ resume: FileList | undefined }>({ shouldFocusError: true });
  const upload = useUploadResume();
  const download = useDownloadResume();
  const remove = useDeleteResume();
  const [confirming, setConfirming] = useState(false);
  const { resumeUrl, resumeFileName } = user.profile;

  return (
    <section className="card seeker-section" aria-labelledby="seeker-resume-title">
      <h2 id="seeker-resume-title">{t('resume.title')}</h2>
      {resumeUrl ? (
        <div className="row">
          <p data-testid="resume-name">{t('resume.current', { name: resumeFileName ?? '' })}</p>
          <Button variant="secondary" onClick={() => download.mutate(resumeUrl)}>
            {t('resume.download')}
          </Button>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('resume.delete')}
          </Button>
        </div>
      ) : (
        <p className="muted">{t('resume.none')}</p>
      )}
      <Form
        form={form}
        className="form stack"
        onSubmit={({ resume }) => {
          const file = resume?.[0];
          // An upload that succeeded empties the file box.
          if (file) upload.mutate(file, { onSuccess: () => form.reset() });
        }}
      >
        <FormField
          name="resume"
          label={t('resume.file')}
          type="file"
          accept={ACCEPT}
          hint={t('resume.hint')}
          rules={fileRules}
        />
        <SubmitRow busy={upload.isPending}>{t('resume.upload')}</SubmitRow>
      </Form>
      <SectionOutcome
        outcomes={[
          { mutation: upload, success: t('messages.saved'), failure: t('resume.uploadFailed') },
          // A download says nothing when it works: the browser saves the file.
          { mutation: download, success: null, failure: t('resume.downloadFailed'), reason: false },
          { mutation: remove, success: t('messages.deleted'), failure: t('resume.deleteFailed'), reason: false },
        ]}
      />
      <ConfirmDialog
        open={confirming}
        message={t('confirm.deleteItem', { ns: 'common' })}
        tone="danger"
        busy={remove.isPending}
        confirmLabel={t('actions.delete')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </section>
  );
}
