import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerNote } from 'shared-api';
import { employerNoteBodySchema } from 'shared-api/schemas';
import { Alert, Button, ConfirmDialog, formatDateTime, Spinner, serverMessage, useLanguage } from 'shared-ui';
import { applyServerError, Form, FormTextArea, useContractForm } from 'shared-ui/form';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useAddNote, useDeleteNote, useEditNote, useEmployerNotes } from '../api/employer-notes.ts';

/** The form of a new note, or of an edit of `note`. */
function NoteForm({
  applicationId,
  note,
  onDone,
}: {
  applicationId: string;
  note?: EmployerNote;
  onDone?: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const add = useAddNote(applicationId);
  const edit = useEditNote(applicationId);
  const save = note ? edit : add;
  const form = useContractForm(employerNoteBodySchema, { defaultValues: { body: note?.body ?? '' } });
  const submit = ({ body }: { body: string }) => {
    const handlers = {
      onSuccess: () => {
        form.reset({ body: note ? body : '' });
        onDone?.();
      },
      onError: (error: unknown) => applyServerError(form, error),
    };
    if (note) edit.mutate({ noteId: note.id, body }, handlers);
    else add.mutate(body, handlers);
  };
  return (
    <Form form={form} onSubmit={submit} className="form stack" testId={note ? 'note-edit-form' : 'note-form'}>
      {save.isError && !form.formState.errors.body ? (
        <Alert tone="error">{serverMessage(save.error, t('notes.saveFailed'))}</Alert>
      ) : null}
      <FormTextArea name="body" label={note ? t('notes.editLabel') : t('notes.addLabel')} rows={3} required />
      <div className="row">
        <Button type="submit" busy={save.isPending}>
          {note ? tc('actions.save') : t('notes.add')}
        </Button>
        {note ? (
          <Button variant="secondary" onClick={onDone}>
            {tc('actions.cancel')}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

/**
 * The employer's private notes on one application (newest first): add, edit, delete with a confirmation. Only the
 * employer's account sees them; the applicant never does.
 */
export function ApplicantNotes({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const language = useLanguage();
  const notes = useEmployerNotes(applicationId);
  const remove = useDeleteNote(applicationId);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<EmployerNote | null>(null);
  return (
    <section className="card stack applicant-notes" aria-labelledby="applicant-notes-title">
      <h2 id="applicant-notes-title">{t('notes.title')}</h2>
      <p className="muted">{t('notes.lead')}</p>
      <NoteForm applicationId={applicationId} />
      {remove.isError ? <Alert tone="error">{serverMessage(remove.error, t('notes.deleteFailed'))}</Alert> : null}
      {notes.isPending ? (
        <Spinner label={tc('actions.loading')} />
      ) : notes.isError ? (
        <Alert tone="error">{t('notes.loadFailed')}</Alert>
      ) : notes.data.length === 0 ? (
        <p className="muted">{t('notes.none')}</p>
      ) : (
        <ul className="note-list" data-testid="note-list">
          {notes.data.map((note) => (
            <li key={note.id} className="stack note-item">
              {editing === note.id ? (
                <NoteForm applicationId={applicationId} note={note} onDone={() => setEditing(null)} />
              ) : (
                <>
                  <p className="job-description-text">{note.body}</p>
                  <p className="muted">
                    {note.updatedAt !== note.createdAt
                      ? t('notes.edited', { date: formatDateTime(note.updatedAt, language) })
                      : formatDateTime(note.createdAt, language)}
                  </p>
                  <div className="row">
                    <Button variant="secondary" onClick={() => setEditing(note.id)}>
                      {t('notes.edit')}
                    </Button>
                    <Button variant="danger" onClick={() => setDeleting(note)}>
                      {tc('actions.delete')}
                    </Button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('notes.deleteTitle')}
        message={t('notes.deleteMessage')}
        confirmLabel={tc('actions.delete')}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
