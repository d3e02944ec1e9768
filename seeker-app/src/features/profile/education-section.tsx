import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Education, OTHER_DEGREE, type User } from 'shared-api';
import { Button, ConfirmDialog, Field, formatMonth, lookupName, Modal, useLanguage, useLookupList } from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { profileCall, seekerError } from '../../seeker-api.ts';
import { SectionAlert } from './section-alert.tsx';
import { useSectionStatus } from './section-status.ts';
import { SelectField } from './select-field.tsx';
import { TextAreaField } from './text-area-field.tsx';

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
  const status = useSectionStatus();
  const list = user.profile.education;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<Education | null>(null);

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
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    status.clear();
    const body = {
      school: draft.school,
      degree: draft.degree,
      customDegree: draft.degree === OTHER_DEGREE ? draft.customDegree : null,
      fieldOfStudy: draft.fieldOfStudy,
      startDate: draft.startDate,
      endDate: draft.endDate || null,
      description: draft.description,
    };
    try {
      if (draft.id) await profileCall(`/users/education/${draft.id}`, 'PUT', body);
      else await profileCall('/users/education', 'POST', body);
      setDraft(null);
      status.success(t('messages.saved'));
    } catch (error) {
      status.failure(seekerError(error, t('messages.saveFailed')));
    } finally {
      setBusy(false);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    status.clear();
    try {
      await profileCall(`/users/education/${deleting.id}`, 'DELETE');
      status.success(t('messages.deleted'));
    } catch (error) {
      status.failure(seekerError(error, t('messages.deleteFailed')));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }

  const open = (d: Draft) => {
    setErrors({});
    status.clear();
    setDraft(d);
  };

  const degreeOptions = [
    ...levels.filter((item) => item.key).map((item) => ({ value: item.key ?? '', label: lookupName(item, language) })),
    { value: OTHER_DEGREE, label: t('education.otherDegree') },
  ];

  return (
    <section className="card seeker-section" aria-labelledby="seeker-education-title">
      <div className="seeker-section-head">
        <h2 id="seeker-education-title">{t('education.title')}</h2>
        <Button variant="secondary" onClick={() => open(blank)}>
          {t('education.add')}
        </Button>
      </div>
      {list.length === 0 ? (
        <p className="muted">{t('education.none')}</p>
      ) : (
        <ul className="seeker-items">
          {list.map((e) => (
            <li key={e.id} className="seeker-item">
              <div>
                <h3>{e.school}</h3>
                <p>{[degreeName(e), e.fieldOfStudy].filter(Boolean).join(' · ')}</p>
                <p className="muted">
                  {formatMonth(e.startDate, language)}
                  {e.endDate ? ` – ${formatMonth(e.endDate, language)}` : ''}
                </p>
                {e.description ? <p>{e.description}</p> : null}
              </div>
              <div className="row">
                <Button
                  variant="ghost"
                  aria-label={t('actions.editItem', { name: e.school })}
                  onClick={() => open(toDraft(e))}
                >
                  {t('actions.edit')}
                </Button>
                <Button
                  variant="ghost"
                  aria-label={t('actions.deleteItem', { name: e.school })}
                  onClick={() => setDeleting(e)}
                >
                  {t('actions.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {draft ? null : <SectionAlert message={status.message} />}
      <Modal
        open={draft !== null}
        onClose={() => setDraft(null)}
        title={draft?.id ? t('education.edit') : t('education.add')}
      >
        {draft ? (
          <form className="form stack" noValidate onSubmit={submit}>
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
            <SectionAlert message={status.message} />
            <div className="row">
              <Button variant="secondary" onClick={() => setDraft(null)}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" busy={busy}>
                {t('actions.save')}
              </Button>
            </div>
          </form>
        ) : null}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        message={t('confirm.deleteItem', { ns: 'common' })}
        tone="danger"
        busy={busy}
        confirmLabel={t('actions.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
