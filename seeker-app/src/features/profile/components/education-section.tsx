import { useTranslation } from 'react-i18next';
import type { Education, User } from 'shared-api';
import { OTHER_DEGREE } from 'shared-api/area-constants';
import { formatMonth, lookupName, useLanguage, useLookupList } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useDeleteEducation } from '../api/delete-education.ts';
import { useSaveEducation } from '../api/save-education.ts';
import { EditableListSection } from './editable-list-section.tsx';
import { EducationForm } from './education-form.tsx';

type Seeker = Extract<User, { role: 'job_seeker' }>;

/** Degrees are education-level keys from /education-levels, plus Other with a 'Specify Degree' text. */
export function EducationSection({ user }: { user: Seeker }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const levels = useLookupList('education-levels');
  const save = useSaveEducation();
  const remove = useDeleteEducation();

  const degreeName = (e: Education) => {
    if (e.degree === OTHER_DEGREE) return e.customDegree ?? t('education.otherDegree');
    const level = levels.find((item) => item.key === e.degree);
    return level ? lookupName(level, language) : e.degree;
  };

  const degreeOptions = [
    ...levels.filter((item) => item.key).map((item) => ({ value: item.key ?? '', label: lookupName(item, language) })),
    { value: OTHER_DEGREE, label: t('education.otherDegree') },
  ];

  return (
    <EditableListSection
      headingId="seeker-education-title"
      title={t('education.title')}
      addLabel={t('education.add')}
      emptyText={t('education.none')}
      editLabel={t('education.edit')}
      items={user.profile.education}
      itemName={(e) => e.school}
      renderItem={(e) => (
        <>
          <h3>{e.school}</h3>
          <p>{[degreeName(e), e.fieldOfStudy].filter(Boolean).join(' · ')}</p>
          <p className="muted">
            {formatMonth(e.startDate, language)}
            {e.endDate ? ` – ${formatMonth(e.endDate, language)}` : ''}
          </p>
          {e.description ? <p>{e.description}</p> : null}
        </>
      )}
      renderForm={(props) => <EducationForm {...props} degrees={degreeOptions} />}
      save={save}
      remove={remove}
    />
  );
}
