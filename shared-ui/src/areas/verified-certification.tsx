import { useTranslation } from 'react-i18next';
import type { Certification, Language } from 'shared-api';
import { formatDate, useLanguage } from 'shared-ui';

/** A certification's name in `language`: a verified one has the training's Nepali title too. */
export function certificationName(certification: Certification, language: Language): string {
  return language === 'ne' && certification.name_ne ? certification.name_ne : certification.name;
}

/**
 * What a certification says under its name: for one the portal verified (a completed training), the mark
 * "Verified by the portal" and the day the training was completed; for the seeker's own, its issuer and date.
 */
export function CertificationDetails({ certification }: { certification: Certification }) {
  const { t } = useTranslation('areas');
  const language = useLanguage();
  if (certification.verified) {
    return (
      <>
        <p>
          <span className="badge badge-green verified-mark" data-testid="verified-certification">
            <span aria-hidden="true">✓ </span>
            {t('verifiedCertification.mark')}
          </span>
        </p>
        {certification.completedAt ? (
          <p className="muted">
            {t('verifiedCertification.completed', { date: formatDate(certification.completedAt, language) })}
          </p>
        ) : null}
      </>
    );
  }
  return (
    <>
      {certification.issuingOrganization ? <p>{certification.issuingOrganization}</p> : null}
      {certification.issueDate ? (
        <p className="muted">{t('seekerProfile.issued', { date: formatDate(certification.issueDate, language) })}</p>
      ) : null}
    </>
  );
}
