import { useTranslation } from 'react-i18next';
import type { Applicant, ApplicationStatus } from 'shared-api';
import { Badge } from 'shared-ui';
import { SeekerProfileView } from 'shared-ui/areas';
import { NAMESPACE } from '../../../i18n/namespace.ts';

/** The applicant's profile as shown on the detail page and in the print preview, with the application's status. */
export function ApplicantProfile({ applicant, status }: { applicant: Applicant; status: ApplicationStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <SeekerProfileView
      profile={applicant}
      name={applicant.accountDeleted ? t('applicants.accountDeleted') : applicant.fullName || applicant.email}
      aside={<Badge status={status} />}
    />
  );
}
