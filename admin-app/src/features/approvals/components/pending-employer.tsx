import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WireUser } from 'shared-api';
import { Button, Disclosure, formatDate, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { DocumentLinks } from '../../employers/components/document-links.tsx';

/** One employer waiting for review: company, contact, description, documents, Approve and Reject. */
export function PendingEmployer({
  employer,
  busy,
  onApprove,
  onReject,
}: {
  employer: WireUser;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const headingId = useId();
  const name = employer.companyName || employer.email;
  return (
    <li className="approval-card" aria-labelledby={headingId} data-testid="pending-employer">
      <div className="approval-head">
        {employer.companyLogoUrl ? (
          <img className="approval-logo" src={employer.companyLogoUrl} alt={t('employers.logoOf', { name })} />
        ) : (
          <span className="approval-logo approval-logo-empty" aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div>
          <h2 id={headingId} className="approval-name">
            {name}
          </h2>
          <p className="muted">{employer.email}</p>
        </div>
      </div>
      <dl className="approval-details">
        <div>
          <dt>{t('employers.registered')}</dt>
          <dd>{formatDate(employer.createdAt, language)}</dd>
        </div>
        <div>
          <dt>{t('employers.website')}</dt>
          <dd>
            {employer.website ? (
              <a href={employer.website} target="_blank" rel="noopener noreferrer">
                {employer.website}
              </a>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt>{t('employers.address')}</dt>
          <dd>{employer.address || '—'}</dd>
        </div>
      </dl>
      <Disclosure title={t('employers.description')} level={3}>
        <p className="pre-line">{employer.companyDescription || t('employers.noDescription')}</p>
      </Disclosure>
      <div>
        <h3 className="approval-subheading">{t('employers.documents')}</h3>
        <DocumentLinks documents={employer.documents ?? []} />
      </div>
      <div className="row">
        <Button onClick={onApprove} busy={busy} aria-label={t('approvals.approveNamed', { name })}>
          {t('approvals.approve')}
        </Button>
        <Button variant="danger" onClick={onReject} aria-label={t('approvals.rejectNamed', { name })}>
          {t('approvals.reject')}
        </Button>
      </div>
    </li>
  );
}
