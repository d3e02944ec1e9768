import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Experience, User } from 'shared-api';
import { Field, formatMonth, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { profileCall } from '../../seeker-api.ts';
import { EditableListSection } from './editable-list-section.tsx';
import { TextAreaField } from './text-area-field.tsx';
import { useEditableList } from './use-editable-list.ts';

type Seeker = Extract<User, { role: 'job_seeker' }>;
type Draft = {
  id: string | null;
  title: string;
  company: string;
  location: string;
  startDate: string;
  endDate: string;
  present: boolean;
  noticePeriod: string;
  description: string;
};

const blank: Draft = {
  id: null,
  title: '',
  company: '',
  location: '',
  startDate: '',
  endDate: '',
  present: false,
  noticePeriod: '',
  description: '',
};

const toDraft = (e: Experience): Draft => ({
  id: e.id,
  title: e.title,
  company: e.company,
  location: e.location,
  startDate: e.startDate,
  endDate: e.endDate ?? '',
  present: e.present,
  noticePeriod: e.noticePeriod ?? '',
  description: e.description,
});

export function ExperienceSection({ user }: { user: Seeker }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const list = useEditableList<Experience, Draft>();
  const { draft, setDraft, errors } = list;

  function validate(d: Draft) {
    const found: Record<string, string> = {};
    if (!d.title.trim()) found.title = t('experience.titleRequired');
    if (!d.company.trim()) found.company = t('experience.companyRequired');
    if (!d.startDate) found.startDate = t('experience.startRequired');
    if (!d.present && d.endDate && d.startDate && d.endDate < d.startDate)
      found.endDate = t('experience.endBeforeStart');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const found = validate(draft);
    list.setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      title: draft.title,
      company: draft.company,
      location: draft.location,
      startDate: draft.startDate,
      endDate: draft.present ? null : draft.endDate || null,
      present: draft.present,
      noticePeriod: draft.present ? draft.noticePeriod : null,
      description: draft.description,
    };
    await list.save(() =>
      draft.id
        ? profileCall(`/users/experience/${draft.id}`, 'PUT', body)
        : profileCall('/users/experience', 'POST', body),
    );
  }

  return (
    <EditableListSection
      headingId="seeker-experience-title"
      title={t('experience.title')}
      addLabel={t('experience.add')}
      emptyText={t('experience.none')}
      formTitle={draft?.id ? t('experience.edit') : t('experience.add')}
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
      blank={() => blank}
      toDraft={toDraft}
      onSubmit={submit}
      deleteItem={(e) => profileCall(`/users/experience/${e.id}`, 'DELETE')}
      list={list}
      renderFields={(draft) => (
        <>
          <Field
            label={t('experience.jobTitle')}
            required
            value={draft.title}
            error={errors.title}
            maxLength={200}
            onChange={(e) => setDraft({ ...draft, title: e.target.value })}
          />
          <Field
            label={t('experience.company')}
            required
            value={draft.company}
            error={errors.company}
            maxLength={200}
            onChange={(e) => setDraft({ ...draft, company: e.target.value })}
          />
          <Field
            label={t('experience.location')}
            value={draft.location}
            maxLength={200}
            onChange={(e) => setDraft({ ...draft, location: e.target.value })}
          />
          <Field
            label={t('experience.startDate')}
            type="date"
            required
            value={draft.startDate}
            error={errors.startDate}
            onChange={(e) => setDraft({ ...draft, startDate: e.target.value })}
          />
          <label className="checkbox">
            <input
              type="checkbox"
              checked={draft.present}
              onChange={(e) =>
                // Checking clears the end date; unchecking clears the notice period (spec section 5).
                setDraft(
                  e.target.checked
                    ? { ...draft, present: true, endDate: '' }
                    : { ...draft, present: false, noticePeriod: '' },
                )
              }
            />
            <span>{t('experience.current')}</span>
          </label>
          {draft.present ? (
            <Field
              label={t('experience.noticePeriod')}
              hint={t('experience.noticeHint')}
              value={draft.noticePeriod}
              maxLength={100}
              onChange={(e) => setDraft({ ...draft, noticePeriod: e.target.value })}
            />
          ) : (
            <Field
              label={t('experience.endDate')}
              type="date"
              value={draft.endDate}
              error={errors.endDate}
              min={draft.startDate || undefined}
              onChange={(e) => setDraft({ ...draft, endDate: e.target.value })}
            />
          )}
          <TextAreaField
            label={t('experience.description')}
            value={draft.description}
            maxLength={5000}
            onChange={(e) => setDraft({ ...draft, description: e.target.value })}
          />
        </>
      )}
    />
  );
}
