import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApiError, type WireUser } from 'shared-api';
import { Alert, type SeekerProfileData, SeekerProfileView, Spinner, useDocumentTitle } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { AccountStatusBadge } from '../../users/components/account-badges.tsx';
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
  };
}

/** /admin/seekers/:seekerId: a job seeker's profile as employers see it, with the account's status. */
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
    </section>
  );
}
