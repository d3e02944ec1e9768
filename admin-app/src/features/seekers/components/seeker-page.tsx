import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApiError, type WireUser } from 'shared-api';
import { Alert, Button, Spinner, useDocumentTitle } from 'shared-ui';
import { type SeekerProfileData, SeekerProfileView } from 'shared-ui/areas';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { AccountStatusBadge } from '../../users/components/account-badges.tsx';
import { useDownloadResume } from '../api/download-resume.ts';
import { useSeeker } from '../api/get-seeker.ts';

/** The profile part of a seeker's account (the fields a seeker without a profile yet leaves empty). */
function profileOf(seeker: WireUser): SeekerProfileData {
  return {
    email: seeker.email,
    headline: seeker.headline ?? '',
    summary: seeker.summary ?? '',
    contact: seeker.contact ?? { phone: '', address: '' },
    skills: seeker.skills ?? [],
    location: seeker.locationInfo,
    experience: seeker.experience ?? [],
    education: seeker.education ?? [],
    certifications: seeker.certifications ?? [],
  };
}

/** The seeker's résumé: its file name and a download, or a line saying there is none. */
function ResumeRow({ seeker }: { seeker: WireUser }) {
  const { t } = useTranslation(NAMESPACE);
  const download = useDownloadResume();
  const { resumeUrl, resumeFileName } = seeker;
  return (
    <section className="stack" aria-labelledby="admin-seeker-resume">
      <h3 id="admin-seeker-resume">{t('seekers.resume')}</h3>
      {download.isError ? <Alert tone="error">{t('seekers.resumeFailed')}</Alert> : null}
      {resumeUrl ? (
        <div className="row">
          <span data-testid="resume-name">{resumeFileName}</span>
          <Button variant="secondary" busy={download.isPending} onClick={() => download.mutate(resumeUrl)}>
            {t('seekers.downloadResume')}
          </Button>
        </div>
      ) : (
        <p className="muted">{t('seekers.noResume')}</p>
      )}
    </section>
  );
}

/** /admin/seekers/:seekerId: a job seeker's profile as employers see it, with the account's status and résumé. */
export function SeekerPage() {
  const { t } = useTranslation(NAMESPACE);
  const { seekerId = '' } = useParams();
  const seeker = useSeeker(seekerId);
  const name = seeker.data
    ? seeker.data.accountDeleted
      ? t('users.deletedAccount')
      : seeker.data.fullName || seeker.data.email
    : '';
  useDocumentTitle(name ? t('seekers.profileTitle', { name }) : t('seekers.title'));
  const notFound = seeker.error instanceof ApiError && seeker.error.status === 404;
  return (
    <section className="page stack">
      <p>
        <Link to="/admin/seekers">{t('seekers.back')}</Link>
      </p>
      <h1>{t('seekers.profile')}</h1>
      {seeker.isPending ? <Spinner label={t('messages.loading')} /> : null}
      {seeker.isError ? (
        <Alert tone="error">{notFound ? t('seekers.notFound') : t('messages.loadFailed')}</Alert>
      ) : null}
      {seeker.data ? (
        <SeekerProfileView
          profile={profileOf(seeker.data)}
          name={name}
          aside={<AccountStatusBadge user={seeker.data} />}
        />
      ) : null}
      {seeker.data ? <ResumeRow seeker={seeker.data} /> : null}
    </section>
  );
}
