import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ApiError, type ApplicationStatus } from 'shared-api';
import { Alert, Button, formatDate, Modal, Spinner, serverMessage, useDocumentTitle, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { resetOthers } from '../../../lib/reset-others.ts';
import { useDownloadResume } from '../api/download-resume.ts';
import { useApplicant } from '../api/get-applicant.ts';
import { useApplication } from '../api/get-application.ts';
import { useMarkApplicationViewed } from '../api/mark-application-viewed.ts';
import { useSetApplicationStatus } from '../api/set-application-status.ts';
import { applicantFileStem } from '../lib/applicant-format.ts';
import { printProfile } from '../lib/print-profile.ts';
import { ApplicantInterview } from './applicant-interview.tsx';
import { ApplicantMessages } from './applicant-messages.tsx';
import { ApplicantNotes } from './applicant-notes.tsx';
import { ApplicantProfile } from './applicant-profile.tsx';
import { ApplicantScreening } from './applicant-screening.tsx';
import { RejectDialog } from './reject-dialog.tsx';

/** /employer/jobs/{jobId}/applicants/{seekerId}: works when opened directly (it fetches everything it shows). */
/** The applicant list's search the page was opened from (navigation state), so "Back to applicants" keeps it. */
const listSearchOf = (state: unknown) =>
  state && typeof state === 'object' && 'listSearch' in state && typeof state.listSearch === 'string'
    ? state.listSearch
    : '';

export function ApplicantDetailPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const language = useLanguage();
  const { jobId = '', seekerId = '' } = useParams();
  const location = useLocation();
  const applicationQuery = useApplication(jobId, seekerId);
  const applicantQuery = useApplicant(jobId, seekerId);
  const markViewed = useMarkApplicationViewed();
  const setStatus = useSetApplicationStatus();
  const resume = useDownloadResume();
  const [rejecting, setRejecting] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const markedViewed = useRef<string | null>(null);
  const application = applicationQuery.data;
  const applicant = applicantQuery.data;
  const loadError = applicationQuery.error ?? applicantQuery.error;
  const applicantName = applicant
    ? applicant.accountDeleted
      ? t('applicants.accountDeleted')
      : applicant.fullName || applicant.email
    : '';
  useDocumentTitle(applicantName ? t('detail.title', { name: applicantName }) : '');

  // Opening a pending application marks it viewed (its own call, once per application; a failure stays silent).
  const { mutate: markAsViewed } = markViewed;
  useEffect(() => {
    if (application?.status !== 'pending' || markedViewed.current === application.id) return;
    markedViewed.current = application.id;
    markAsViewed(application.id);
  }, [application, markAsViewed]);

  const only = (keep: { reset: () => void }) => resetOthers([setStatus, resume], keep);

  function changeStatus(status: Exclude<ApplicationStatus, 'pending' | 'withdrawn'>, rejectionReason?: string) {
    if (!application) return;
    only(setStatus);
    setStatus.mutate(
      { id: application.id, status, rejectionReason: rejectionReason ?? null },
      { onSuccess: () => setRejecting(false) },
    );
  }

  const notice = setStatus.isSuccess
    ? { tone: 'success' as const, text: t('detail.statusUpdated') }
    : setStatus.isError
      ? { tone: 'error' as const, text: t('detail.statusFailed') }
      : resume.isError
        ? { tone: 'error' as const, text: t('detail.resumeFailed') }
        : null;

  const back = (
    <p className="back-link">
      <Link to={{ pathname: `/employer/jobs/${jobId}/applicants`, search: listSearchOf(location.state) }}>
        {t('detail.back')}
      </Link>
    </p>
  );
  if (loadError) {
    return (
      <section className="page stack">
        {back}
        <Alert tone="error">
          {loadError instanceof ApiError && loadError.status === 404
            ? t('detail.notFound')
            : serverMessage(loadError, t('detail.loadFailed'))}
        </Alert>
      </section>
    );
  }
  if (!application || !applicant) {
    return (
      <section className="page stack">
        {back}
        <Spinner label={tc('actions.loading')} />
      </section>
    );
  }
  const rejected = application.status === 'rejected';
  // A withdrawn application is final too: the seeker took it back, the employer can no longer change it.
  const withdrawn = application.status === 'withdrawn';
  const final = rejected || withdrawn;
  const name = applicantName;
  return (
    <section className="page stack applicant-detail">
      {back}
      <h1 className="visually-hidden">{t('detail.title', { name })}</h1>
      <p className="muted">{t('detail.forJob', { title: application.job.title })}</p>
      {notice ? (
        <Alert tone={notice.tone} testId="applicant-notice">
          {notice.text}
        </Alert>
      ) : null}
      <div className="row applicant-actions">
        {application.status === 'shortlisted' ? (
          <Button variant="secondary" busy={setStatus.isPending} onClick={() => changeStatus('viewed')}>
            {t('detail.unshortlist')}
          </Button>
        ) : (
          <Button busy={setStatus.isPending} disabled={final} onClick={() => changeStatus('shortlisted')}>
            {t('detail.shortlist')}
          </Button>
        )}
        <Button variant="danger" disabled={final || setStatus.isPending} onClick={() => setRejecting(true)}>
          {t('detail.reject')}
        </Button>
        <Button variant="secondary" onClick={() => setPreviewOpen(true)}>
          {t('detail.printProfile')}
        </Button>
        {applicant.resumeUrl ? (
          <Button
            variant="secondary"
            onClick={() => {
              only(resume);
              resume.mutate({ jobId, seekerId });
            }}
          >
            {t('detail.downloadResume')}
          </Button>
        ) : (
          <span className="muted">{t('detail.noResume')}</span>
        )}
      </div>
      {rejected ? (
        <Alert tone="error" title={t('detail.rejectedTitle')} testId="rejection-reason">
          {application.rejectionReason || t('detail.noReason')}
        </Alert>
      ) : null}
      {withdrawn ? (
        <Alert tone="warning" testId="withdrawn-notice">
          {application.withdrawnAt
            ? t('detail.withdrawnOn', { date: formatDate(application.withdrawnAt, language) })
            : t('detail.withdrawn')}
        </Alert>
      ) : null}
      {application.note ? (
        <section className="card stack" aria-labelledby="applicant-note-title">
          <h2 id="applicant-note-title">{t('detail.note')}</h2>
          <p className="job-description-text">{application.note}</p>
        </section>
      ) : null}
      <ApplicantInterview applicationId={application.id} jobId={jobId} status={application.status} />
      <ApplicantProfile applicant={applicant} status={application.status} />
      <ApplicantScreening applicationId={application.id} />
      <ApplicantMessages applicationId={application.id} status={application.status} />
      <ApplicantNotes applicationId={application.id} />
      <RejectDialog
        open={rejecting}
        busy={setStatus.isPending}
        onConfirm={(reason) => changeStatus('rejected', reason)}
        onCancel={() => setRejecting(false)}
      />
      <Modal
        open={previewOpen}
        onClose={() => setPreviewOpen(false)}
        title={t('detail.previewTitle')}
        className="print-preview"
        testId="print-preview"
        footer={
          <>
            <Button variant="secondary" onClick={() => setPreviewOpen(false)}>
              {tc('actions.close')}
            </Button>
            <Button onClick={() => printProfile(applicantFileStem(name))}>{t('detail.print')}</Button>
          </>
        }
      >
        <p className="muted print-hint">{t('detail.printHint')}</p>
        <div className="print-area">
          <ApplicantProfile applicant={applicant} status={application.status} />
        </div>
      </Modal>
    </section>
  );
}
