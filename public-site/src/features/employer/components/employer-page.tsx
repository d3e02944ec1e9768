import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { type LocalizedEmployerPage as Employer, websiteHref } from 'shared-api';
import { CompanyLogo, displayIndustry, JobCard, useDocumentTitle, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { DetailPageFrame } from '../../../lib/detail-page-frame.tsx';
import { useEmployerPage } from '../api/get-employer.ts';

export { employerPageData } from '../api/employer-page-data.ts';

function EmployerFacts({ employer }: { employer: Employer }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const href = websiteHref(employer.website);
  const facts = [
    { key: 'industry', value: displayIndustry(employer.industry, employer.customIndustry, language) },
    { key: 'address', value: employer.address.trim() },
    {
      key: 'website',
      value: href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {employer.website.trim()}
          <span className="visually-hidden"> {t('detail.newTab')}</span>
        </a>
      ) : null,
    },
  ].filter((fact) => fact.value);
  if (facts.length === 0) return null;
  return (
    <dl className="job-facts employer-facts">
      {facts.map((fact) => (
        <div key={fact.key} className="job-fact">
          <dt>{t(`employer.fields.${fact.key}`)}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function EmployerView({ employer }: { employer: Employer }) {
  const { t } = useTranslation(NAMESPACE);
  const shown = employer.jobs.length;
  return (
    <article className="employer-page">
      <header className="job-detail-header">
        <CompanyLogo name={employer.companyName} logoUrl={employer.companyLogoUrl} size={72} />
        <div>
          <h1>{employer.companyName}</h1>
          <p className="job-detail-company">{t('employer.openJobs', { count: employer.openJobs })}</p>
        </div>
      </header>
      <EmployerFacts employer={employer} />
      {employer.companyDescription.trim() ? (
        <section aria-labelledby="employer-about">
          <h2 id="employer-about">{t('employer.about')}</h2>
          <p className="job-description-text">{employer.companyDescription}</p>
        </section>
      ) : null}
      <section aria-labelledby="employer-jobs">
        <h2 id="employer-jobs">{t('employer.jobsTitle')}</h2>
        {shown > 0 ? (
          <>
            <ul className="job-grid" data-testid="employer-jobs">
              {employer.jobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} />
                </li>
              ))}
            </ul>
            {employer.openJobs > shown ? (
              <p className="field-hint">{t('employer.showingNewest', { shown, total: employer.openJobs })}</p>
            ) : null}
          </>
        ) : (
          <p className="empty-state">{t('employer.noJobs')}</p>
        )}
      </section>
    </article>
  );
}

/** /employers/:id: an approved employer's public page (profile and open jobs); a real 404 for anyone else. */
export function EmployerPage() {
  const { t } = useTranslation(NAMESPACE);
  const { id = '' } = useParams();
  const query = useEmployerPage(id);
  useDocumentTitle(query.data ? query.data.companyName : query.isPending ? '' : t('employer.notFound'));
  return (
    <DetailPageFrame query={query} loadingLabel={t('employer.loading')} notFoundTitle={t('employer.notFound')}>
      {(employer) => <EmployerView employer={employer} />}
    </DetailPageFrame>
  );
}
