import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type Job, type JobSummary, type LocalizedJobSummary, localizedPath } from 'shared-api';
import { DeadlineDaysLeft } from './calendar/deadline-days-left.tsx';
import { CompanyLogo } from './company-logo.tsx';
import { formatDate } from './format.ts';
import { jobLocation, jobSalary, offeredSalary } from './job-display.ts';
import { lookupName } from './lookup-name.ts';
import { useLanguage } from './use-language.ts';

type JobCardProps = {
  /** A list item (GET /jobs; a public page's in its language) or a whole job (saved and preferred jobs). */
  job: JobSummary | LocalizedJobSummary | Job;
  /** Heading level of the title within the page outline. */
  level?: 2 | 3;
};

/**
 * A job in a list: the company's logo (or initial), title linking to /jobs/{id}, company linking to
 * /employers/{id}, location, job type, job level, salary (the offered one when stated, else the band), vacancies, days left to the deadline, the description (a list item's
 * excerpt) clamped to two lines and the posted date. The days left appear after hydration (DeadlineDaysLeft).
 */
export function JobCard({ job, level = 3 }: JobCardProps) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  // The card's language once for its links (a list renders many cards: one hook less per card).
  const localize = (path: string) => localizedPath(path, language);
  const Heading = `h${level}` as const;
  const location = jobLocation(job, language);
  const jobType = lookupName(job.jobType, language);
  const jobLevel = lookupName(job.jobLevel, language);
  // The offered figure is the more precise: the card shows it in place of the band when stated.
  const salary = offeredSalary(job, language, t) || jobSalary(job, language);
  const vacancies = job.vacancies ? t('jobCard.vacancyCount', { count: job.vacancies }) : '';
  const facts = [
    { key: 'location', label: t('jobCard.location'), value: location },
    { key: 'jobType', label: t('jobCard.jobType'), value: jobType },
    { key: 'jobLevel', label: t('jobCard.jobLevel'), value: jobLevel },
    { key: 'salary', label: t('jobCard.salary'), value: salary },
    { key: 'vacancies', label: t('jobCard.vacancies'), value: vacancies },
  ].filter((fact) => fact.value);
  const { employer } = job;
  return (
    <article className="job-card" data-testid="job-card">
      <div className="job-card-head">
        <CompanyLogo name={employer.companyName} logoUrl={employer.companyLogoUrl} />
        <div className="job-card-heading">
          <Heading className="job-card-title">
            <Link to={localize(`/jobs/${job.id}`)}>{job.title}</Link>
          </Heading>
          <p className="job-card-company">
            <Link to={localize(`/employers/${employer.id}`)} data-testid="job-card-company">
              {employer.companyName}
            </Link>
          </p>
        </div>
      </div>
      {facts.length > 0 || job.applicationDeadline ? (
        <dl className="job-card-facts">
          {facts.map((fact) => (
            <div key={fact.key} className={`job-card-fact job-card-${fact.key}`}>
              <dt className="visually-hidden">{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
          {job.applicationDeadline ? (
            <div className="job-card-fact job-card-deadline" data-testid="job-card-deadline">
              <dt className="visually-hidden">{t('jobCard.deadline')}</dt>
              <dd>
                <DeadlineDaysLeft deadline={job.applicationDeadline} />
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <p className="job-card-description">{'excerpt' in job ? job.excerpt : job.description}</p>
      <p className="job-card-posted">
        <time dateTime={job.postedAt}>{t('jobCard.posted', { date: formatDate(job.postedAt, language) })}</time>
      </p>
    </article>
  );
}
