import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ApiError, api, applicationsContract, type Job, jobMessages, useAuthPanel, useSession } from 'shared-api';
import { Alert, Button } from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';

/**
 * The server's answer to a repeated application counts as success (spec section 4). Only that
 * message: a 409 also answers a job that closed meanwhile, which is a real failure.
 */
function isAlreadyApplied(error: unknown): boolean {
  return error instanceof ApiError && error.message === jobMessages.alreadyApplied;
}

/**
 * Apply / save / login prompt / view applicants, by role (spec section 2, job detail):
 * seekers save and apply; anonymous visitors get a login prompt instead of Apply; everyone but
 * seekers is told only job seekers can apply; a closed or expired job shows a notice and a
 * disabled Apply; the owning employer gets a link to the applicants.
 */
export function JobActions({ job }: { job: Job }) {
  const { t } = useTranslation(NAMESPACE);
  const location = useLocation();
  const user = useSession((state) => state.user);
  // Until the stored session is checked the role is unknown: show no role-specific action yet.
  const sessionLoading = useSession((state) => state.loading);
  const applied = useSession((state) => state.appliedJobIds.has(job.id));
  const saved = useSession((state) => state.savedJobIds.has(job.id));
  const [applying, setApplying] = useState(false);
  const [saving, setSaving] = useState(false);
  const [applyError, setApplyError] = useState(false);
  const [saveError, setSaveError] = useState(false);
  const [justApplied, setJustApplied] = useState(false);

  const isSeeker = user?.role === 'job_seeker';
  const closed = job.status === 'closed';
  const expired = !closed && job.isExpired;
  const unavailable = closed || expired;
  const isOwner = user !== null && user.id === job.employerId;

  async function apply() {
    setApplying(true);
    setApplyError(false);
    try {
      await api(applicationsContract.apply.path, { method: 'POST', body: { jobId: job.id } });
      useSession.getState().markApplied(job.id);
      setJustApplied(true);
    } catch (error) {
      if (isAlreadyApplied(error)) useSession.getState().markApplied(job.id);
      else setApplyError(true);
    } finally {
      setApplying(false);
    }
  }

  async function toggleSave() {
    setSaving(true);
    setSaveError(false);
    try {
      await api(`/jobs/${job.id}/save`, { method: saved ? 'DELETE' : 'POST' });
      useSession.getState().setSaved(job.id, !saved);
    } catch {
      setSaveError(true);
    } finally {
      setSaving(false);
    }
  }

  function login() {
    const panel = useAuthPanel.getState();
    panel.setReturnTo(location.pathname);
    panel.openAuthPanel('login', 'job_seeker');
  }

  if (sessionLoading) {
    return (
      <div className="job-actions">
        {closed ? <Alert tone="warning">{t('detail.closed')}</Alert> : null}
        {expired ? <Alert tone="warning">{t('detail.deadlinePassed')}</Alert> : null}
      </div>
    );
  }

  const applyLabel = applied ? t('detail.applied') : applying ? t('detail.applying') : t('detail.apply');

  return (
    <div className="job-actions">
      {closed ? <Alert tone="warning">{t('detail.closed')}</Alert> : null}
      {expired ? <Alert tone="warning">{t('detail.deadlinePassed')}</Alert> : null}
      <div className="row">
        {isSeeker || unavailable ? (
          <Button
            onClick={() => void apply()}
            disabled={!isSeeker || applied || unavailable}
            busy={applying}
            data-testid="apply-button"
          >
            {applyLabel}
          </Button>
        ) : null}
        {isSeeker ? (
          <Button variant="secondary" aria-pressed={saved} busy={saving} onClick={() => void toggleSave()}>
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
      {justApplied && applied ? <Alert tone="success">{t('detail.applySuccess')}</Alert> : null}
      {applyError ? <Alert tone="error">{t('detail.applyError')}</Alert> : null}
      {saveError ? <Alert tone="error">{t('detail.saveError')}</Alert> : null}
    </div>
  );
}
