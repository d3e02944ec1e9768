import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import {
  ApiError,
  type Applicant,
  type ApplicationStatus,
  api,
  applicantsContract,
  downloadFile,
  type JobApplication,
} from 'shared-api';
import { Alert, type AlertTone, Button, Modal, Spinner, serverMessage } from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { EMPLOYER_JOBS_KEY } from '../jobs/use-employer-jobs.ts';
import { ApplicantProfile } from './applicant-profile.tsx';
import { downloadPdf, printOnly } from './pdf-export.ts';
import { RejectDialog } from './reject-dialog.tsx';
import { applicationsKey } from './use-applications.ts';

type Loaded = { application: JobApplication; applicant: Applicant };

/** The API answers with '/api/...' links; the client adds its own base. */
const apiPath = (url: string) => url.replace(/^\/api(?=\/)/, '');

/** /employer/jobs/{jobId}/applicants/{seekerId}: works when opened directly (it fetches everything it shows). */
export function ApplicantDetailPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const { jobId = '', seekerId = '' } = useParams();
  const queryClient = useQueryClient();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: AlertTone; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [pdfBusy, setPdfBusy] = useState(false);
  const preview = useRef<HTMLDivElement>(null);
  const markedViewed = useRef<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLoaded(null);
    setLoadError(null);
    Promise.all([
      api(applicantsContract.find.path, {
        query: { jobId, seekerId },
        schema: applicantsContract.find.response,
        signal: controller.signal,
      }),
      api(`/employer/jobs/${jobId}/applicants/${seekerId}`, {
        schema: applicantsContract.applicant.response,
        signal: controller.signal,
      }),
    ])
      .then(([application, applicant]) => {
        if (!application || !applicant) throw new ApiError(t('detail.notFound'), 404);
        setLoaded({ application, applicant });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoadError(
          error instanceof ApiError && error.status === 404
            ? t('detail.notFound')
            : serverMessage(error, t('detail.loadFailed')),
        );
      });
    return () => controller.abort();
  }, [jobId, seekerId, t]);

  const application = loaded?.application;

  // Opening a pending application marks it viewed (its own call, once per application).
  useEffect(() => {
    if (application?.status !== 'pending' || markedViewed.current === application.id) return;
    markedViewed.current = application.id;
    api(`/applications/${application.id}/viewed`, { method: 'PUT', schema: applicantsContract.viewed.response })
      .then((updated) => {
        if (updated) merge(updated);
      })
      .catch(() => undefined);
  });

  function merge(updated: JobApplication) {
    setLoaded((current) => (current ? { ...current, application: updated } : current));
    queryClient.setQueryData<JobApplication[]>(applicationsKey(jobId), (list) =>
      list?.map((item) => (item.id === updated.id ? updated : item)),
    );
  }

  async function changeStatus(status: Exclude<ApplicationStatus, 'pending'>, rejectionReason?: string) {
    if (!application) return;
    setBusy(true);
    setNotice(null);
    try {
      const updated = await api(`/applications/${application.id}/status`, {
        method: 'PUT',
        body: { status, rejectionReason: rejectionReason ?? null },
        schema: applicantsContract.status.response,
      });
      if (updated) merge(updated);
      await queryClient.invalidateQueries({ queryKey: EMPLOYER_JOBS_KEY });
      setNotice({ tone: 'success', text: t('detail.statusUpdated') });
      setRejecting(false);
    } catch {
      setNotice({ tone: 'error', text: t('detail.statusFailed') });
    } finally {
      setBusy(false);
    }
  }

  async function downloadResume(url: string) {
    setNotice(null);
    try {
      await downloadFile(apiPath(url), 'resume.pdf');
    } catch {
      setNotice({ tone: 'error', text: t('detail.resumeFailed') });
    }
  }

  async function savePdf(name: string) {
    if (!preview.current) return;
    setPdfBusy(true);
    setNotice(null);
    try {
      await downloadPdf(preview.current, `${name.replace(/[^\p{L}\p{N}]+/gu, '-') || 'applicant'}.pdf`);
    } catch {
      setNotice({ tone: 'error', text: t('detail.pdfFailed') });
    } finally {
      setPdfBusy(false);
    }
  }

  const back = (
    <p className="back-link">
      <Link to={`/employer/jobs/${jobId}/applicants`}>{t('detail.back')}</Link>
    </p>
  );
  if (loadError) {
    return (
      <section className="page stack">
        {back}
        <Alert tone="error">{loadError}</Alert>
      </section>
    );
  }
  if (!loaded || !application) {
    return (
      <section className="page stack">
        {back}
        <Spinner label={tc('actions.loading')} />
      </section>
    );
  }
  const { applicant } = loaded;
  const rejected = application.status === 'rejected';
  const name = applicant.fullName || applicant.email;
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
          <Button variant="secondary" busy={busy} onClick={() => void changeStatus('viewed')}>
            {t('detail.unshortlist')}
          </Button>
        ) : (
          <Button busy={busy} disabled={rejected} onClick={() => void changeStatus('shortlisted')}>
            {t('detail.shortlist')}
          </Button>
        )}
        <Button variant="danger" disabled={rejected || busy} onClick={() => setRejecting(true)}>
          {t('detail.reject')}
        </Button>
        <Button variant="secondary" onClick={() => setPreviewOpen(true)}>
          {t('detail.printProfile')}
        </Button>
        {applicant.resumeUrl ? (
          <Button variant="secondary" onClick={() => void downloadResume(applicant.resumeUrl as string)}>
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
      <ApplicantProfile applicant={applicant} status={application.status} />
      <RejectDialog
        open={rejecting}
        busy={busy}
        onConfirm={(reason) => void changeStatus('rejected', reason)}
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
            <Button variant="secondary" onClick={printOnly}>
              {t('detail.print')}
            </Button>
            <Button busy={pdfBusy} onClick={() => void savePdf(name)}>
              {t('detail.downloadPdf')}
            </Button>
          </>
        }
      >
        <div ref={preview} className="print-area">
          <ApplicantProfile applicant={applicant} status={application.status} />
        </div>
      </Modal>
    </section>
  );
}
