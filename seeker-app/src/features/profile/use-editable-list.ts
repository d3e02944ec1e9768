import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { useSectionSave } from './use-section-save.ts';

/**
 * State for a profile list edited in a modal (experience, education, certifications): the open draft,
 * its field errors, the item waiting for delete confirmation, and saving with the shared messages.
 * Validation and the requests stay in each section, since those are what differ.
 */
export function useEditableList<Item, Draft>() {
  const { t } = useTranslation(NAMESPACE);
  const { status, busy, run } = useSectionSave();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<Item | null>(null);

  // Opening the form starts clean: no old field errors and no message from the last action.
  const open = (next: Draft) => {
    setErrors({});
    status.clear();
    setDraft(next);
  };

  // The form closes only once the server has accepted the item, so a failure stays next to the fields.
  const save = (send: () => Promise<unknown>) =>
    run(
      async () => {
        await send();
        setDraft(null);
      },
      t('messages.saved'),
      t('messages.saveFailed'),
    );

  // The confirmation closes whatever the outcome; the message below the list tells which.
  async function remove(send: (item: Item) => Promise<unknown>) {
    if (!deleting) return;
    const item = deleting;
    await run(() => send(item), t('messages.deleted'), t('messages.deleteFailed'));
    setDeleting(null);
  }

  return { status, busy, draft, setDraft, errors, setErrors, deleting, setDeleting, open, save, remove };
}

export type EditableList<Item, Draft> = ReturnType<typeof useEditableList<Item, Draft>>;
