import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Alert, Badge, Field, formatDate, Spinner, serverMessage, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { useJob } from '../post-job/use-job.ts';
import { EMPTY_FILTER, filterApplications, isFiltering } from './applicant-filter.ts';
import { useJobApplications } from './use-applications.ts';

/** /employer/jobs/{jobId}/applicants: the job's applicants with client-side filters. */
export function ApplicantsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const language = useLanguage();
  const { jobId } = useParams();
  const job = useJob(jobId);
  const applications = useJobApplications(jobId);
  const [filter, setFilter] = useState(EMPTY_FILTER);
  const all = applications.data ?? [];
  const shown = filterApplications(all, filter);
  const set = (name: keyof typeof filter) => (event: { target: { value: string } }) =>
    setFilter((current) => ({ ...current, [name]: event.target.value }));

  return (
    <section className="page stack applicants-page">
      <p className="back-link">
        <Link to="/employer/dashboard">{t('applicants.backToDashboard')}</Link>
      </p>
      <h1>{job.data ? t('applicants.titleFor', { title: job.data.title }) : t('applicants.title')}</h1>
      {applications.isLoading ? <Spinner label={tc('actions.loading')} /> : null}
      {applications.isError ? (
        <Alert tone="error">{serverMessage(applications.error, t('applicants.loadFailed'))}</Alert>
      ) : null}
      {applications.data ? (
        <>
          <form
            className="form applicant-filters"
            aria-label={t('applicants.filters')}
            onSubmit={(event) => event.preventDefault()}
          >
            <Field
              label={t('applicants.filterSkills')}
              hint={t('applicants.filterSkillsHint')}
              value={filter.skills}
              onChange={set('skills')}
            />
            <Field label={t('applicants.filterCity')} value={filter.city} onChange={set('city')} />
            <Field label={t('applicants.filterEducation')} value={filter.education} onChange={set('education')} />
            <Field label={t('applicants.filterExperience')} value={filter.experience} onChange={set('experience')} />
          </form>
          <p className="muted" aria-live="polite">
            {t('applicants.count', { shown: shown.length, total: all.length })}
          </p>
          {all.length === 0 ? <p className="empty-state">{t('applicants.noneYet')}</p> : null}
          {all.length > 0 && shown.length === 0 && isFiltering(filter) ? (
            <p className="empty-state">{t('applicants.noMatch')}</p>
          ) : null}
          <ul className="applicant-list">
            {shown.map((application) => (
              <li key={application.id} className="applicant-item" data-testid="applicant-item">
                <div>
                  <h2 className="applicant-name">
                    <Link to={`/employer/jobs/${jobId}/applicants/${application.seekerId}`} state={{ application }}>
                      {application.seeker.fullName || application.seeker.email}
                    </Link>
                  </h2>
                  {application.seeker.headline ? <p>{application.seeker.headline}</p> : null}
                  <p className="muted">
                    {t('applicants.appliedOn', { date: formatDate(application.appliedAt, language) })}
                  </p>
                  {application.seeker.skills.length > 0 ? (
                    <ul className="chips" aria-label={t('detail.skills')}>
                      {application.seeker.skills.map((skill) => (
                        <li key={skill} className="chip">
                          {skill}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
                <Badge status={application.status} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
