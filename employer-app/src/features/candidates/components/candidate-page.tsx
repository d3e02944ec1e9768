import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import {
  Alert,
  Button,
  formatDate,
  formatPeriod,
  lookupName,
  Spinner,
  serverMessage,
  useDocumentTitle,
  useLanguage,
  useLookupList,
} from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useEmployerJobs } from '../../jobs/api/get-employer-jobs.ts';
import { useCandidate, useInviteCandidate } from '../api/candidates.ts';
import { CandidateFacts } from './candidate-facts.tsx';
import { InviteDialog, invitableJobs } from './invite-dialog.tsx';

/** /employer/candidates/:seekerId: what the candidate shares, contact details once they applied, and Invite to apply. */
export function CandidatePage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { seekerId = '' } = useParams();
  const candidate = useCandidate(seekerId);
  const jobs = useEmployerJobs();
  const levels = useLookupList('education-levels');
  const invite = useInviteCandidate(seekerId);
  const [inviting, setInviting] = useState(false);
  const name = candidate.data?.contact?.fullName || candidate.data?.displayName || '';
  useDocumentTitle(name || t('candidate.title'));
  const back = <Link to="/employer/candidates">{t('candidate.back')}</Link>;
  if (candidate.isPending) return <Spinner />;
  if (candidate.isError) {
    return (
      <section className="page stack">
        <Alert tone="error">{serverMessage(candidate.error, t('candidates.loadFailed'))}</Alert>
        {back}
      </section>
    );
  }
  const person = candidate.data;
  const open = invitableJobs(jobs.data ?? []);
  const degreeName = (degree: string, custom: string | null) => {
    const level = levels.find((item) => item.key === degree);
    return level ? lookupName(level, language) : custom || degree;
  };
  return (
    <section className="page stack" aria-labelledby="candidate-title">
      {back}
      <h1 id="candidate-title">{name}</h1>
      {person.headline ? <p className="lead">{person.headline}</p> : null}
      <CandidateFacts candidate={person} />
      {person.contact ? (
        <section className="card stack" aria-labelledby="candidate-contact-title">
          <h2 id="candidate-contact-title">{t('candidate.contact')}</h2>
          <p>{person.contact.email}</p>
          {person.contact.phone ? <p>{person.contact.phone}</p> : null}
        </section>
      ) : (
        <p className="muted">{t('candidate.contactHidden')}</p>
      )}
      <div className="row">
        <Button onClick={() => setInviting(true)} disabled={open.length === 0}>
          {t('candidate.invite')}
        </Button>
        {open.length === 0 && jobs.isSuccess ? <span className="muted">{t('candidate.noOpenJobs')}</span> : null}
      </div>
      {invite.isSuccess ? <Alert tone="success">{t('candidate.invited')}</Alert> : null}
      {invite.isError ? <Alert tone="error">{serverMessage(invite.error, t('candidate.inviteFailed'))}</Alert> : null}
      <InviteDialog
        open={inviting}
        busy={invite.isPending}
        candidateName={name}
        jobs={open}
        onCancel={() => setInviting(false)}
        onInvite={(jobId) => invite.mutate(jobId, { onSettled: () => setInviting(false) })}
      />
      {person.summary ? (
        <section className="stack" aria-labelledby="candidate-summary-title">
          <h2 id="candidate-summary-title">{t('candidate.summary')}</h2>
          <p className="preserve-lines">{person.summary}</p>
        </section>
      ) : null}
      {person.skills.length > 0 ? (
        <section className="stack" aria-labelledby="candidate-skills-title">
          <h2 id="candidate-skills-title">{t('candidates.skills')}</h2>
          <p>{person.skills.join(', ')}</p>
        </section>
      ) : null}
      <section className="stack" aria-labelledby="candidate-experience-title">
        <h2 id="candidate-experience-title">{t('candidate.experience')}</h2>
        {person.experience.length === 0 ? (
          <p className="muted">{t('candidate.none')}</p>
        ) : (
          <ul className="application-list">
            {person.experience.map((item) => (
              <li key={`${item.title}-${item.startDate}`}>
                <strong>{t('candidate.role', { title: item.title, company: item.company })}</strong>
                <div className="muted">
                  {formatPeriod(item.startDate, item.endDate, language, {
                    present: item.present,
                    label: t('candidate.present'),
                  })}
                </div>
                {item.description ? <p>{item.description}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="stack" aria-labelledby="candidate-education-title">
        <h2 id="candidate-education-title">{t('candidates.education')}</h2>
        {person.education.length === 0 ? (
          <p className="muted">{t('candidate.none')}</p>
        ) : (
          <ul className="application-list">
            {person.education.map((item) => (
              <li key={`${item.school}-${item.startDate}`}>
                <strong>
                  {[degreeName(item.degree, item.customDegree), item.fieldOfStudy].filter(Boolean).join(', ')}
                </strong>
                <div className="muted">{item.school}</div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {person.invitations.length > 0 ? (
        <section className="stack" aria-labelledby="candidate-invitations-title">
          <h2 id="candidate-invitations-title">{t('candidate.invitations')}</h2>
          <ul className="application-list" data-testid="sent-invitations">
            {person.invitations.map((item) => (
              <li key={item.id}>
                {t('candidate.invitationLine', {
                  title: item.jobTitle,
                  date: formatDate(item.createdAt, language),
                  status: t(`candidate.status.${item.status}`),
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
