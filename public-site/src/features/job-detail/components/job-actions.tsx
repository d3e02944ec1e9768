import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  appliedJobIdsQuery,
  applyMutation,
  type LocalizedJob,
  savedJobIdsQuery,
  saveJobMutation,
  useSession,
} from 'shared-api';
import { Alert, Button } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useSeekerLogin } from '../../../lib/use-seeker-login.ts';

const ApplyDialog = lazy(() => import('./apply-dialog.tsx'));

/**
 * Apply / save / login prompt / view applicants, by role (spec section 2, job detail):
 * seekers save and apply (Apply opens a confirmation with a note and the résumé to send); anonymous visitors get a login prompt instead of Apply; everyone but
 * seekers is told only job seekers can apply; a closed or expired job shows a notice and a
 * disabled Apply; the owning employer gets a link to the applicants.
 */
export function JobActions({ job }: { job: LocalizedJob }) {
  const { t } = useTranslation(NAMESPACE);
  const login = useSeekerLogin();
  const user = useSession((state) => state.user);
  // Until the stored session is checked the role is unknown: show no role-specific action yet.
  const sessionLoading = useSession((state) => state.loading);
  const isSeeker = user?.role === 'job_seeker';
  // The seeker's applied and saved ids: queries keyed by the user (a repeated application counts as success).
  const seekerId = isSeeker ? user.id : '';
  const client = useQueryClient();
  const appliedIds = useQuery({ ...appliedJobIdsQuery(seekerId), enabled: isSeeker });
  const savedIds = useQuery({ ...savedJobIdsQuery(seekerId), enabled: isSeeker });
  const applyJob = useMutation(applyMutation(client, seekerId));
  const saveJob = useMutation(saveJobMutation(client, seekerId));
  const [confirming, setConfirming] = useState(false);
  const applied = appliedIds.data?.has(job.id) ?? false;
  const saved = savedIds.data?.has(job.id) ?? false;

  const closed = job.status === 'closed';
  const expired = !closed && job.isExpired;
  const unavailable = closed || expired;
  const isOwner = user !== null && user.id === job.employerId;

  if (sessionLoading) {
    return (
      <div className="job-actions">
        {closed ? <Alert tone="warning">{t('detail.closed')}</Alert> : null}
        {expired ? <Alert tone="warning">{t('detail.deadlinePassed')}</Alert> : null}
      </div>
    );
  }

  const applying = applyJob.isPending;
  const applyLabel = applying ? t('detail.applying') : applied ? t('detail.applied') : t('detail.apply');

  return (
    <div className="job-actions">
      {closed ? <Alert tone="warning">{t('detail.closed')}</Alert> : null}
      {expired ? <Alert tone="warning">{t('detail.deadlinePassed')}</Alert> : null}
      <div className="row">
        {isSeeker || unavailable ? (
          <Button
            onClick={() => {
              applyJob.reset();
              setConfirming(true);
            }}
            disabled={!isSeeker || applied || applying || unavailable}
            busy={applying}
            data-testid="apply-button"
          >
            {applyLabel}
          </Button>
        ) : null}
        {isSeeker ? (
          <Button
            variant="secondary"
            aria-pressed={saved}
            busy={saveJob.isPending}
            onClick={() => saveJob.mutate({ job, saved: !saved })}
          >
            <span aria-hidden="true" className="bookmark-icon">
              {saved ? '★' : '☆'}
            </span>{' '}
            {saved ? t('detail.saved') : t('detail.save')}
          </Button>
        ) : null}
        {!user && !unavailable ? (
          <Button onClick={login} data-testid="login-to-apply">
            {t('detail.loginToApply')}
          </Button>
        ) : null}
        {isOwner ? (
          <Link className="btn btn-secondary" to={`/employer/jobs/${job.id}/applicants`}>
            {t('detail.viewApplicants')}
          </Link>
        ) : null}
      </div>
      {!isSeeker ? <Alert tone="info">{t('detail.onlySeekers')}</Alert> : null}
      {applyJob.isSuccess && applyJob.data ? <Alert tone="success">{t('detail.applySuccess')}</Alert> : null}
      {confirming && isSeeker ? (
        <Suspense fallback={null}>
          <ApplyDialog
            job={job}
            profileResume={user.profile.resumeFileName}
            onSubmit={(input) => applyJob.mutate(input, { onSuccess: () => setConfirming(false) })}
            onClose={() => setConfirming(false)}
            pending={applying}
            error={applyJob.error}
          />
        </Suspense>
      ) : null}
      {saveJob.isError ? <Alert tone="error">{t('detail.saveError')}</Alert> : null}
    </div>
  );
}
