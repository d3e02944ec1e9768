import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { jobDetailQuery } from 'shared-api';
import { APPLICATION_STATUSES } from 'shared-api/area-constants';
import {
  Alert,
  Badge,
  formatDate,
  Pager,
  Spinner,
  serverMessage,
  useDocumentTitle,
  useLanguage,
  useSkillName,
} from 'shared-ui';
import { Form, FormField, FormSelect } from 'shared-ui/form';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useJobApplications } from '../api/get-job-applications.ts';
import { filterOf, isFiltering, searchToParams } from '../lib/applicant-search.ts';
import { useApplicantSearch } from '../lib/use-applicant-search.ts';
import { InterviewStageBadge } from './interview-stage-badge.tsx';
import { UnreadMessagesMark } from './unread-messages-mark.tsx';

/** /employer/jobs/{jobId}/applicants: the job's applicants, filtered and paged on the server, the search in the URL. */
export function ApplicantsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation(['common', 'areas']);
  const language = useLanguage();
  const skillLabel = useSkillName();
  const { jobId = '' } = useParams();
  // Only the title, for the heading: the job's shared detail entry (no retry when it is gone).
  const job = useQuery({ ...jobDetailQuery(jobId), enabled: Boolean(jobId), retry: false });
  const { applied, form: filterForm, changePage } = useApplicantSearch();
  const applications = useJobApplications(jobId, applied);
  const heading = job.data ? t('applicants.titleFor', { title: job.data.title }) : t('applicants.title');
  useDocumentTitle(heading);
  const shown = applications.data?.items ?? [];
  const all = applications.data?.all ?? 0;
  const matching = applications.data?.total ?? 0;

  return (
    <section className="page stack applicants-page">
      <p className="back-link">
        <Link to="/employer/dashboard">{t('applicants.backToDashboard')}</Link>
      </p>
      <h1>{heading}</h1>
      {applications.isLoading ? <Spinner label={tc('actions.loading')} /> : null}
      {applications.isError ? (
        <Alert tone="error">{serverMessage(applications.error, t('applicants.loadFailed'))}</Alert>
      ) : null}
      {applications.data ? (
        <>
          <Form
            form={filterForm}
            onSubmit={() => undefined}
            className="form applicant-filters"
            aria-label={t('applicants.filters')}
          >
            <FormField name="skills" label={t('applicants.filterSkills')} hint={t('applicants.filterSkillsHint')} />
            <FormField name="city" label={t('applicants.filterCity')} />
            <FormField name="education" label={t('applicants.filterEducation')} />
            <FormField name="experience" label={t('applicants.filterExperience')} />
            <FormSelect name="status" label={t('applicants.filterStatus')}>
              <option value="">{t('applicants.allStatuses')}</option>
              {APPLICATION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {tc(`status.${status}`)}
                </option>
              ))}
            </FormSelect>
            <FormSelect name="requirements" label={tc('areas:screening.title')}>
              <option value="">{t('applicants.allRequirements')}</option>
              <option value="met">{tc('areas:screening.meetsAll')}</option>
              <option value="unmet">{tc('areas:screening.unmet')}</option>
            </FormSelect>
          </Form>
          <p className="muted" aria-live="polite">
            {t('applicants.count', { shown: matching, total: all })}
          </p>
          {all === 0 ? <p className="empty-state">{t('applicants.noneYet')}</p> : null}
          {all > 0 && matching === 0 && isFiltering(filterOf(applied)) ? (
            <p className="empty-state">{t('applicants.noMatch')}</p>
          ) : null}
          <ul className="applicant-list">
            {shown.map((application) => (
              <li key={application.id} className="applicant-item" data-testid="applicant-item">
                <div>
                  <h2 className="applicant-name">
                    {application.seeker.accountDeleted ? (
                      <span data-testid="applicant-deleted">{t('applicants.accountDeleted')}</span>
                    ) : (
                      <Link
                        to={`/employer/jobs/${jobId}/applicants/${application.seekerId}`}
                        state={{ application, listSearch: searchToParams(applied).toString() }}
                      >
                        {application.seeker.fullName || application.seeker.email}
                      </Link>
                    )}
                  </h2>
                  <UnreadMessagesMark applicationId={application.id} />
                  {application.seeker.headline ? <p>{application.seeker.headline}</p> : null}
                  <p className="muted">
                    {t('applicants.appliedOn', { date: formatDate(application.appliedAt, language) })}
                  </p>
                  {application.seeker.skills.length > 0 ? (
                    <ul className="chips" aria-label={t('detail.skills')}>
                      {application.seeker.skills.map((skill) => (
                        <li key={skill} className="chip">
                          {skillLabel(skill)}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
                <div className="applicant-badges">
                  <Badge status={application.status} />
                  <InterviewStageBadge jobId={jobId} applicationId={application.id} />
                  {application.meetsRequirements === false ? (
                    <span className="requirement-unmet" data-testid="requirement-unmet">
                      {tc('areas:screening.unmet')}
                    </span>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          <Pager
            page={applications.data.page}
            pageSize={applications.data.pageSize}
            total={matching}
            onPageChange={changePage}
          />
        </>
      ) : null}
    </section>
  );
}
