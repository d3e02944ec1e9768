import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Applicant } from 'shared-api';
import { displayOther, formatPeriod, useLanguage, useSkillName } from 'shared-ui';
import { CertificationDetails, certificationName } from './verified-certification.tsx';

/** What a seeker's profile shows to someone else (an employer the seeker applied to, an administrator). */
export type SeekerProfileData = Pick<
  Applicant,
  'email' | 'headline' | 'summary' | 'contact' | 'skills' | 'location' | 'experience' | 'education' | 'certifications'
>;

/**
 * A job seeker's profile read by someone else: name and headline, contact, summary, work experience, education,
 * certifications (those the portal verified marked as such) and skills. `name` is what the page calls the seeker (a deleted account says so); `aside` sits beside the name
 * (an application's status).
 */
export function SeekerProfileView({
  profile,
  name,
  aside,
}: {
  profile: SeekerProfileData;
  name: string;
  aside?: ReactNode;
}) {
  const { t } = useTranslation('areas');
  const language = useLanguage();
  const skillLabel = useSkillName();
  const location = profile.location ? displayOther(profile.location, profile.location.customLocation, language) : '';
  return (
    <article className="applicant-profile stack">
      <header className="applicant-header">
        <div>
          <h2 className="applicant-full-name">{name}</h2>
          {profile.headline ? <p className="applicant-headline">{profile.headline}</p> : null}
        </div>
        {aside}
      </header>
      <dl className="applicant-contact">
        <div>
          <dt>{t('seekerProfile.email')}</dt>
          <dd>{profile.email}</dd>
        </div>
        <div>
          <dt>{t('seekerProfile.phone')}</dt>
          <dd>{profile.contact.phone || '—'}</dd>
        </div>
        <div>
          <dt>{t('seekerProfile.address')}</dt>
          <dd>{[profile.contact.address, location].filter(Boolean).join(', ') || '—'}</dd>
        </div>
      </dl>
      <section>
        <h3>{t('seekerProfile.summary')}</h3>
        <p className="applicant-summary">{profile.summary || t('seekerProfile.nothing')}</p>
      </section>
      <section>
        <h3>{t('seekerProfile.experience')}</h3>
        {profile.experience.length === 0 ? <p className="muted">{t('seekerProfile.nothing')}</p> : null}
        <ul className="timeline">
          {profile.experience.map((item) => (
            <li key={item.id}>
              <strong>{item.title}</strong> — {item.company}
              <div className="muted">
                {[
                  formatPeriod(item.startDate, item.endDate, language, {
                    present: item.present,
                    label: t('seekerProfile.present'),
                  }),
                  item.location,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </div>
              {item.present && item.noticePeriod ? (
                <div className="muted">{t('seekerProfile.noticePeriod', { period: item.noticePeriod })}</div>
              ) : null}
              {item.description ? <p>{item.description}</p> : null}
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3>{t('seekerProfile.education')}</h3>
        {profile.education.length === 0 ? <p className="muted">{t('seekerProfile.nothing')}</p> : null}
        <ul className="timeline">
          {profile.education.map((item) => (
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
        <h3>{t('seekerProfile.certifications')}</h3>
        {profile.certifications.length === 0 ? <p className="muted">{t('seekerProfile.nothing')}</p> : null}
        <ul className="timeline">
          {profile.certifications.map((item) => (
            <li key={item.id}>
              <strong>{certificationName(item, language)}</strong>
              <CertificationDetails certification={item} />
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3>{t('seekerProfile.skills')}</h3>
        {profile.skills.length === 0 ? (
          <p className="muted">{t('seekerProfile.nothing')}</p>
        ) : (
          <ul className="chips">
            {profile.skills.map((skill) => (
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
