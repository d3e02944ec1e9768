import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type Education, OTHER_DEGREE, type User } from 'shared-api';
import { Field, formatMonth, lookupName, useLanguage, useLookupList } from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { profileCall } from '../../seeker-api.ts';
import { EditableListSection } from './editable-list-section.tsx';
import { SelectField } from './select-field.tsx';
import { TextAreaField } from './text-area-field.tsx';
import { useEditableList } from './use-editable-list.ts';

type Seeker = Extract<User, { role: 'job_seeker' }>;
type Draft = {
  id: string | null;
  school: string;
  degree: string;
  customDegree: string;
  fieldOfStudy: string;
  startDate: string;
  endDate: string;
  description: string;
};

const blank: Draft = {
  id: null,
  school: '',
  degree: '',
  customDegree: '',
  fieldOfStudy: '',
  startDate: '',
  endDate: '',
  description: '',
};

const toDraft = (e: Education): Draft => ({
  id: e.id,
  school: e.school,
  degree: e.degree,
  customDegree: e.customDegree ?? '',
  fieldOfStudy: e.fieldOfStudy,
  startDate: e.startDate,
  endDate: e.endDate ?? '',
  description: e.description,
});

/** Degrees are education-level keys from /education-levels, plus Other with a 'Specify Degree' text. */
export function EducationSection({ user }: { user: Seeker }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const levels = useLookupList('education-levels');
  const list = useEditableList<Education, Draft>();
  const { draft, setDraft, errors } = list;

  const degreeName = (e: Education) => {
    if (e.degree === OTHER_DEGREE) return e.customDegree ?? t('education.otherDegree');
    const level = levels.find((item) => item.key === e.degree);
    return level ? lookupName(level, language) : e.degree;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const found: Record<string, string> = {};
    if (!draft.school.trim()) found.school = t('education.schoolRequired');
    if (!draft.startDate) found.startDate = t('experience.startRequired');
    if (draft.degree === OTHER_DEGREE && !draft.customDegree.trim())
      found.customDegree = t('education.customDegreeRequired');
    if (draft.endDate && draft.startDate && draft.endDate < draft.startDate)
      found.endDate = t('experience.endBeforeStart');
    list.setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      school: draft.school,
      degree: draft.degree,
      customDegree: draft.degree === OTHER_DEGREE ? draft.customDegree : null,
      fieldOfStudy: draft.fieldOfStudy,
      startDate: draft.startDate,
      endDate: draft.endDate || null,
      description: draft.description,
    };
    await list.save(() =>
      draft.id
        ? profileCall(`/users/education/${draft.id}`, 'PUT', body)
        : profileCall('/users/education', 'POST', body),
    );
  }

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
      formTitle={draft?.id ? t('education.edit') : t('education.add')}
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
      blank={() => blank}
      toDraft={toDraft}
      onSubmit={submit}
      deleteItem={(e) => profileCall(`/users/education/${e.id}`, 'DELETE')}
      list={list}
      renderFields={(draft) => (
        <>
          <Field
            label={t('education.school')}
            required
            value={draft.school}
            error={errors.school}
            maxLength={200}
            onChange={(e) => setDraft({ ...draft, school: e.target.value })}
          />
          <SelectField
            label={t('education.degree')}
            placeholder={t('education.chooseDegree')}
            value={draft.degree}
            options={degreeOptions}
            onChange={(e) =>
              setDraft({
                ...draft,
                degree: e.target.value,
                customDegree: e.target.value === OTHER_DEGREE ? draft.customDegree : '',
              })
            }
          />
          {draft.degree === OTHER_DEGREE ? (
            <Field
              label={t('education.customDegree')}
              required
              value={draft.customDegree}
              error={errors.customDegree}
              maxLength={200}
              onChange={(e) => setDraft({ ...draft, customDegree: e.target.value })}
            />
          ) : null}
          <Field
            label={t('education.fieldOfStudy')}
            value={draft.fieldOfStudy}
            maxLength={200}
            onChange={(e) => setDraft({ ...draft, fieldOfStudy: e.target.value })}
          />
          <Field
            label={t('education.startDate')}
            type="date"
            required
            value={draft.startDate}
            error={errors.startDate}
            onChange={(e) => setDraft({ ...draft, startDate: e.target.value })}
          />
          <Field
            label={t('education.endDate')}
            type="date"
            value={draft.endDate}
            error={errors.endDate}
            min={draft.startDate || undefined}
            onChange={(e) => setDraft({ ...draft, endDate: e.target.value })}
          />
          <TextAreaField
            label={t('education.description')}
            value={draft.description}
            maxLength={5000}
            onChange={(e) => setDraft({ ...draft, description: e.target.value })}
          />
        </>
      )}
    />
  );
}
