import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Certification, User } from 'shared-api';
import { Button, ConfirmDialog, Field, formatDate, Modal, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { profileCall, seekerError } from '../../seeker-api.ts';
import { SectionAlert } from './section-alert.tsx';
import { useSectionStatus } from './section-status.ts';

type Seeker = Extract<User, { role: 'job_seeker' }>;
type Draft = { id: string; name: string; issuingOrganization: string; issueDate: string };

const blank = (): Draft => ({ id: crypto.randomUUID(), name: '', issuingOrganization: '', issueDate: '' });

/** Certifications are saved with PUT /users/profile carrying the whole list (spec section 7). */
export function CertificationsSection({ user }: { user: Seeker }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const status = useSectionStatus();
  const list = user.profile.certifications;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<Certification | null>(null);
  const editing = draft ? list.some((c) => c.id === draft.id) : false;

  async function saveList(next: Certification[], success: string, fallback: string) {
    setBusy(true);
    status.clear();
    try {
      await profileCall('/users/profile', 'PUT', {
        certifications: next.map((c) => ({ ...c, issueDate: c.issueDate || null })),
      });
      status.success(success);
      return true;
    } catch (error) {
      status.failure(seekerError(error, fallback));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    if (!draft.name.trim()) {
      setNameError(t('certifications.nameRequired'));
      return;
    }
    const item: Certification = { ...draft, issueDate: draft.issueDate || null };
    const next = editing ? list.map((c) => (c.id === item.id ? item : c)) : [...list, item];
    if (await saveList(next, t('messages.saved'), t('messages.saveFailed'))) setDraft(null);
  }

  async function confirmDelete() {
    if (!deleting) return;
    await saveList(
      list.filter((c) => c.id !== deleting.id),
      t('messages.deleted'),
      t('messages.deleteFailed'),
    );
    setDeleting(null);
  }

  const open = (item: Draft) => {
    setNameError(null);
    status.clear();
    setDraft(item);
  };

  return (
    <section className="card seeker-section" aria-labelledby="seeker-certifications-title">
      <div className="seeker-section-head">
        <h2 id="seeker-certifications-title">{t('certifications.title')}</h2>
        <Button variant="secondary" onClick={() => open(blank())}>
          {t('certifications.add')}
        </Button>
      </div>
      {list.length === 0 ? (
        <p className="muted">{t('certifications.none')}</p>
      ) : (
        <ul className="seeker-items">
          {list.map((c) => (
            <li key={c.id} className="seeker-item">
              <div>
                <h3>{c.name}</h3>
                {c.issuingOrganization ? <p>{c.issuingOrganization}</p> : null}
                {c.issueDate ? (
                  <p className="muted">{t('certifications.issued', { date: formatDate(c.issueDate, language) })}</p>
                ) : null}
              </div>
              <div className="row">
                <Button
                  variant="ghost"
                  aria-label={t('actions.editItem', { name: c.name })}
                  onClick={() =>
                    open({
                      id: c.id,
                      name: c.name,
                      issuingOrganization: c.issuingOrganization,
                      issueDate: c.issueDate ?? '',
                    })
                  }
                >
                  {t('actions.edit')}
                </Button>
                <Button
                  variant="ghost"
                  aria-label={t('actions.deleteItem', { name: c.name })}
                  onClick={() => setDeleting(c)}
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
        title={editing ? t('certifications.edit') : t('certifications.add')}
      >
        {draft ? (
          <form className="form stack" noValidate onSubmit={submit}>
            <Field
              label={t('certifications.name')}
              required
              value={draft.name}
              error={nameError}
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
