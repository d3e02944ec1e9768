import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { LocalizedJob } from 'shared-api';
import {
  DeadlineDaysLeft,
  formatDate,
  formatNumber,
  jobCategory,
  jobIndustry,
  jobLocation,
  jobSalary,
  lookupName,
  offeredSalary,
  useDocumentTitle,
  useLanguage,
  useLocalizedPath,
} from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { DetailPageFrame } from '../../../lib/detail-page-frame.tsx';
import { useSkillNames } from '../../../lib/use-skill-names.ts';
import { useJob } from '../api/get-job.ts';
import { JobActions } from './job-actions.tsx';
import { ShareLinks } from './share-links.tsx';

export { jobPageData } from '../api/job-page-data.ts';

function JobFacts({ job }: { job: LocalizedJob }) {
  const { t } = useTranslation(NAMESPACE);
  const { t: common } = useTranslation('common');
  const language = useLanguage();
  const facts = [
    { key: 'location', value: jobLocation(job, language) },
    { key: 'category', value: jobCategory(job, language) },
    { key: 'industry', value: jobIndustry(job, language) },
    { key: 'jobType', value: lookupName(job.jobType, language) },
    { key: 'jobLevel', value: lookupName(job.jobLevel, language) },
    { key: 'experienceLevel', value: lookupName(job.experienceLevel, language) },
    { key: 'educationLevel', value: lookupName(job.educationLevel, language) },
    { key: 'vacancies', value: job.vacancies ? formatNumber(job.vacancies, language) : '' },
    { key: 'salary', value: jobSalary(job, language) },
    { key: 'offeredSalary', value: offeredSalary(job, language, common) },
    { key: 'duration', value: job.duration ?? '' },
    { key: 'posted', value: formatDate(job.postedAt, language) },
    {
      key: 'deadline',
      value: job.applicationDeadline ? (
        <>
          <time dateTime={job.applicationDeadline}>{formatDate(job.applicationDeadline, language)}</time>{' '}
          <DeadlineDaysLeft deadline={job.applicationDeadline} />
        </>
      ) : null,
    },
  ].filter((fact) => fact.value);
  return (
    <dl className="job-facts">
      {facts.map((fact) => (
        <div key={fact.key} className="job-fact">
          <dt>{t(`detail.fields.${fact.key}`)}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A section of the job's own text (benefits, how to apply); none when the employer stated nothing. */
function JobText({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string | null;
  children?: ReactNode;
}) {
  if (!text && !children) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
      {text ? <p className="job-description-text">{text}</p> : null}
    </section>
  );
}

function JobView({ job }: { job: LocalizedJob }) {
  const { t } = useTranslation(NAMESPACE);
  const skillName = useSkillNames(job.skills);
  const localize = useLocalizedPath();
  const company = job.employer.companyName;
  return (
    <article className="job-detail">
      <header className="job-detail-header">
        {job.employer.companyLogoUrl ? (
          <img
            className="company-logo"
            src={job.employer.companyLogoUrl}
            alt={t('detail.logoAlt', { company })}
            width={72}
            height={72}
          />
        ) : (
          <span className="company-logo company-logo-fallback" aria-hidden="true">
            {company.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div>
          <h1>{job.title}</h1>
          <p className="job-detail-company">
            <Link to={localize(`/employers/${job.employer.id}`)} data-testid="job-detail-company">
              {company}
            </Link>
          </p>
        </div>
      </header>
      <JobActions job={job} />
      <section aria-labelledby="job-overview">
        <h2 id="job-overview">{t('detail.overview')}</h2>
        <JobFacts job={job} />
      </section>
      <section aria-labelledby="job-description">
        <h2 id="job-description">{t('detail.description')}</h2>
        <p className="job-description-text">{job.description}</p>
      </section>
      <JobText id="job-benefits" title={t('detail.benefits')} text={job.benefits} />
      <JobText id="job-how-to-apply" title={t('detail.howToApply')} text={job.howToApply}>
        {job.contactPerson ? (
          <p>
            <strong>{t('detail.contactPerson')}:</strong> {job.contactPerson}
          </p>
        ) : null}
      </JobText>
      {job.skills.length > 0 ? (
        <section aria-labelledby="job-skills">
          <h2 id="job-skills">{t('detail.skills')}</h2>
          <ul className="chips">
            {job.skills.map((skill) => (
              <li key={skill} className="chip">
                {skillName(skill)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {job.attachmentUrl ? (
        <section aria-labelledby="job-attachment">
          <h2 id="job-attachment">{t('detail.attachment')}</h2>
          <a href={job.attachmentUrl} target="_blank" rel="noopener noreferrer">
            {job.attachmentFileName || t('detail.attachmentDefault')}
            <span className="visually-hidden"> {t('detail.newTab')}</span>
          </a>
        </section>
      ) : null}
      <ShareLinks title={job.title} />
    </article>
  );
}

/** /jobs/:id: the whole job, with the actions each role may take. */
export function JobDetailPage() {
  const { t } = useTranslation(NAMESPACE);
  const { id = '' } = useParams();
  const query = useJob(id);
  const job = query.data;
  // The job's title and company, as the server's <title> says it (the portal's name follows).
  useDocumentTitle(
    job
      ? [job.title, job.employer.companyName].filter(Boolean).join(' – ')
      : query.isPending
        ? ''
        : t('detail.notFound'),
  );
  return (
    <DetailPageFrame query={query} loadingLabel={t('detail.loading')} notFoundTitle={t('detail.notFound')}>
      {(job) => <JobView job={job} />}
    </DetailPageFrame>
  );
}
