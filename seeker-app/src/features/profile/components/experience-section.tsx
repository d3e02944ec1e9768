import { useTranslation } from 'react-i18next';
import type { User } from 'shared-api';
import { formatMonth, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useDeleteExperience } from '../api/delete-experience.ts';
import { useSaveExperience } from '../api/save-experience.ts';
import { EditableListSection } from './editable-list-section.tsx';
import { ExperienceForm } from './experience-form.tsx';

type Seeker = Extract<User, { role: 'job_seeker' }>;

export function ExperienceSection({ user }: { user: Seeker }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const save = useSaveExperience();
  const remove = useDeleteExperience();

  return (
    <EditableListSection
      headingId="seeker-experience-title"
      title={t('experience.title')}
      addLabel={t('experience.add')}
      emptyText={t('experience.none')}
      editLabel={t('experience.edit')}
      items={user.profile.experience}
      itemName={(e) => e.title}
      renderItem={(e) => (
        <>
          <h3>{e.title}</h3>
          <p>{[e.company, e.location].filter(Boolean).join(' · ')}</p>
          <p className="muted">
            {formatMonth(e.startDate, language)} –{' '}
            {e.present ? t('experience.present') : formatMonth(e.endDate, language)}
          </p>
          {e.present && e.noticePeriod ? <p>{t('experience.noticeValue', { notice: e.noticePeriod })}</p> : null}
          {e.description ? <p>{e.description}</p> : null}
        </>
      )}
      renderForm={(props) => <ExperienceForm {...props} />}
      save={save}
      remove={remove}
    />
  );
}
