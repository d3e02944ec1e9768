import { useTranslation } from 'react-i18next';
import type { Applicant, ApplicationStatus } from 'shared-api';
import { Badge, displayOther, useLanguage, useSkillName } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { formatPeriod } from '../lib/applicant-format.ts';

/** The applicant's profile as shown on the detail page and in the print preview. */
export function ApplicantProfile({ applicant, status }: { applicant: Applicant; status: ApplicationStatus }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const skillLabel = useSkillName();
  const location = applicant.location
    ? displayOther(applicant.location, applicant.location.customLocation, language)
    : '';
  return (
    <article className="applicant-profile stack">
      <header className="applicant-header">
        <div>
          <h2 className="applicant-full-name">
            {applicant.accountDeleted ? t('applicants.accountDeleted') : applicant.fullName || applicant.email}
          </h2>
          {applicant.headline ? <p className="applicant-headline">{applicant.headline}</p> : null}
        </div>
        <Badge status={status} />
      </header>
      <dl className="applicant-contact">
        <div>
          <dt>{t('detail.email')}</dt>
          <dd>{applicant.email}</dd>
        </div>
        <div>
          <dt>{t('detail.phone')}</dt>
          <dd>{applicant.contact.phone || '—'}</dd>
        </div>
        <div>
          <dt>{t('detail.address')}</dt>
          <dd>{[applicant.contact.address, location].filter(Boolean).join(', ') || '—'}</dd>
        </div>
      </dl>
      <section>
        <h3>{t('detail.summary')}</h3>
        <p className="applicant-summary">{applicant.summary || t('detail.nothing')}</p>
      </section>
      <section>
        <h3>{t('detail.experience')}</h3>
        {applicant.experience.length === 0 ? <p className="muted">{t('detail.nothing')}</p> : null}
        <ul className="timeline">
          {applicant.experience.map((item) => (
            <li key={item.id}>
              <strong>{item.title}</strong> — {item.company}
              <div className="muted">
                {[
                  formatPeriod(item.startDate, item.endDate, language, {
                    present: item.present,
                    label: t('detail.present'),
                  }),
                  item.location,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </div>
              {item.present && item.noticePeriod ? (
                <div className="muted">{t('detail.noticePeriod', { period: item.noticePeriod })}</div>
              ) : null}
              {item.description ? <p>{item.description}</p> : null}
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3>{t('detail.education')}</h3>
        {applicant.education.length === 0 ? <p className="muted">{t('detail.nothing')}</p> : null}
        <ul className="timeline">
          {applicant.education.map((item) => (
            <li key={item.id}>
              <strong>{[item.customDegree || item.degree, item.fieldOfStudy].filter(Boolean).join(', ')}</strong>
              <div>{item.school}</div>
              <div className="muted">{formatPeriod(item.startDate, item.endDate, language)}</div>
              {item.description ? <p>{item.description}</p> : null}
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3>{t('detail.skills')}</h3>
        {applicant.skills.length === 0 ? (
          <p className="muted">{t('detail.nothing')}</p>
        ) : (
          <ul className="chips">
            {applicant.skills.map((skill) => (
              <li key={skill} className="chip">
                {skillLabel(skill)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
