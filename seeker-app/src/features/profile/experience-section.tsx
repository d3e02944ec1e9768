import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Experience, User } from 'shared-api';
import { Button, ConfirmDialog, Field, formatMonth, Modal, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { profileCall, seekerError } from '../../seeker-api.ts';
import { SectionAlert } from './section-alert.tsx';
import { useSectionStatus } from './section-status.ts';
import { TextAreaField } from './text-area-field.tsx';

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
  const status = useSectionStatus();
  const list = user.profile.experience;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<Experience | null>(null);

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
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    status.clear();
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
    try {
      if (draft.id) await profileCall(`/users/experience/${draft.id}`, 'PUT', body);
      else await profileCall('/users/experience', 'POST', body);
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
      await profileCall(`/users/experience/${deleting.id}`, 'DELETE');
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

  return (
    <section className="card seeker-section" aria-labelledby="seeker-experience-title">
      <div className="seeker-section-head">
        <h2 id="seeker-experience-title">{t('experience.title')}</h2>
        <Button variant="secondary" onClick={() => open(blank)}>
          {t('experience.add')}
        </Button>
      </div>
      {list.length === 0 ? (
        <p className="muted">{t('experience.none')}</p>
      ) : (
        <ul className="seeker-items">
          {list.map((e) => (
            <li key={e.id} className="seeker-item">
              <div>
                <h3>{e.title}</h3>
                <p>{[e.company, e.location].filter(Boolean).join(' · ')}</p>
                <p className="muted">
                  {formatMonth(e.startDate, language)} –{' '}
                  {e.present ? t('experience.present') : formatMonth(e.endDate, language)}
                </p>
                {e.present && e.noticePeriod ? <p>{t('experience.noticeValue', { notice: e.noticePeriod })}</p> : null}
                {e.description ? <p>{e.description}</p> : null}
              </div>
              <div className="row">
                <Button
                  variant="ghost"
                  aria-label={t('actions.editItem', { name: e.title })}
                  onClick={() => open(toDraft(e))}
                >
                  {t('actions.edit')}
                </Button>
                <Button
                  variant="ghost"
                  aria-label={t('actions.deleteItem', { name: e.title })}
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
        title={draft?.id ? t('experience.edit') : t('experience.add')}
      >
        {draft ? (
          <form className="form stack" noValidate onSubmit={submit}>
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
