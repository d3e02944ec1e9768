import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EmployerJob, isDeadlinePassed } from 'shared-api';
import { ConfirmDialog, SelectField } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';

type Props = {
  open: boolean;
  busy: boolean;
  candidateName: string;
  jobs: EmployerJob[];
  onInvite: (jobId: string) => void;
  onCancel: () => void;
};

/** The employer's jobs an invitation can be for: open, deadline not passed. */
export const invitableJobs = (jobs: EmployerJob[]) =>
  jobs.filter((job) => job.status === 'open' && !isDeadlinePassed(job.applicationDeadline ?? null));

/** "Invite to apply": choose one of the open jobs (a dialog: focus trapped, Escape closes, focus returns). */
export function InviteDialog({ open, busy, candidateName, jobs, onInvite, onCancel }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const [jobId, setJobId] = useState('');
  const chosen = jobId || jobs[0]?.id || '';
  return (
    <ConfirmDialog
      open={open}
      title={t('candidate.inviteTitle', { name: candidateName })}
      message={t('candidate.inviteMessage')}
      confirmLabel={t('candidate.sendInvite')}
      busy={busy}
      confirmDisabled={!chosen}
      onConfirm={() => onInvite(chosen)}
      onCancel={onCancel}
    >
      <SelectField label={t('candidate.job')} value={chosen} onChange={(event) => setJobId(event.target.value)}>
        {jobs.map((job) => (
          <option key={job.id} value={job.id}>
            {job.title}
          </option>
        ))}
      </SelectField>
    </ConfirmDialog>
  );
}
