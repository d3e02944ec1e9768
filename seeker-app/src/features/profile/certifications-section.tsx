import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Certification, User } from 'shared-api';
import { Field, formatDate, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { profileCall } from '../../seeker-api.ts';
import { EditableListSection } from './editable-list-section.tsx';
import { useEditableList } from './use-editable-list.ts';

type Seeker = Extract<User, { role: 'job_seeker' }>;
type Draft = { id: string; name: string; issuingOrganization: string; issueDate: string };

const blank = (): Draft => ({ id: crypto.randomUUID(), name: '', issuingOrganization: '', issueDate: '' });

const toDraft = (c: Certification): Draft => ({
  id: c.id,
  name: c.name,
  issuingOrganization: c.issuingOrganization,
  issueDate: c.issueDate ?? '',
});

/** Certifications are saved with PUT /users/profile carrying the whole list (spec section 7). */
export function CertificationsSection({ user }: { user: Seeker }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const list = user.profile.certifications;
  const editor = useEditableList<Certification, Draft>();
  const { draft, setDraft, errors } = editor;
  const editing = draft ? list.some((c) => c.id === draft.id) : false;

  const saveList = (next: Certification[]) =>
    profileCall('/users/profile', 'PUT', {
      certifications: next.map((c) => ({ ...c, issueDate: c.issueDate || null })),
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    // Only the name can be wrong; its error is set here and cleared when the form is next opened.
    if (!draft.name.trim()) {
      editor.setErrors({ name: t('certifications.nameRequired') });
      return;
    }
    const item: Certification = { ...draft, issueDate: draft.issueDate || null };
    const next = editing ? list.map((c) => (c.id === item.id ? item : c)) : [...list, item];
    await editor.save(() => saveList(next));
  }

  return (
    <EditableListSection
      headingId="seeker-certifications-title"
      title={t('certifications.title')}
      addLabel={t('certifications.add')}
      emptyText={t('certifications.none')}
      formTitle={editing ? t('certifications.edit') : t('certifications.add')}
      items={list}
      itemName={(c) => c.name}
      renderItem={(c) => (
        <>
          <h3>{c.name}</h3>
          {c.issuingOrganization ? <p>{c.issuingOrganization}</p> : null}
          {c.issueDate ? (
            <p className="muted">{t('certifications.issued', { date: formatDate(c.issueDate, language) })}</p>
          ) : null}
        </>
      )}
      blank={blank}
      toDraft={toDraft}
      onSubmit={submit}
      deleteItem={(item) => saveList(list.filter((c) => c.id !== item.id))}
      list={editor}
      renderFields={(draft) => (
        <>
          <Field
            label={t('certifications.name')}
            required
            value={draft.name}
            error={errors.name}
            maxLength={200}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          />
          <Field
            label={t('certifications.organization')}
            value={draft.issuingOrganization}
            maxLength={200}
            onChange={(e) => setDraft({ ...draft, issuingOrganization: e.target.value })}
          />
          <Field
            label={t('certifications.issueDate')}
            type="date"
            value={draft.issueDate}
            onChange={(e) => setDraft({ ...draft, issueDate: e.target.value })}
          />
        </>
      )}
    />
  );
}
