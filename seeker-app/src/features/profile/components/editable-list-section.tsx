import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog, Modal } from 'shared-ui';
import { FormActions } from 'shared-ui/form';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { ItemActions } from './item-actions.tsx';
import { type MutationState, SectionOutcome } from './section-outcome.tsx';

type Resettable = MutationState & { isPending: boolean; reset: () => void };
type Callbacks = { onSuccess?: () => void; onError?: (error: unknown) => void };

/**
 * What the section hands its add/edit form: the item (null: a new one), `send` for the form's submit (the
 * section's save: the modal closes once the server has accepted it; a refusal naming a field goes on that field
 * through `placeFieldError`, e.g. applyServerError), and the message and buttons to put at the form's end.
 */
export type ItemFormProps<Item, Input> = {
  item: Item | null;
  send: (input: Input, placeFieldError: (error: unknown) => boolean) => void;
  footer: ReactNode;
};

type Props<Item, Input> = {
  /** Id of the heading that names the section's region. */
  headingId: string;
  title: string;
  addLabel: string;
  editLabel: string;
  emptyText: string;
  items: readonly Item[];
  /** The name used in the item's Edit and Delete accessible names. */
  itemName: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  /** The add/edit form (its fields and its submit), drawn in the modal while it is open. */
  renderForm: (props: ItemFormProps<Item, Input>) => ReactNode;
  /** The save mutation the form runs (its state gives the busy button and the message). */
  save: Resettable & { mutate: (input: Input, options?: Callbacks) => void };
  /** The delete mutation, run once the user has confirmed. */
  remove: Resettable & { mutate: (item: Item, options?: Callbacks & { onSettled?: () => void }) => void };
  /** Whether the seeker may edit and delete this item (default: every item). */
  canChange?: (item: Item) => boolean;
};

/**
 * The shared shape of the profile lists: heading with Add, the items with Edit/Delete, the add/edit modal
 * with Cancel/Save, and the delete confirmation. The message shows in the modal while it is open and
 * below the list otherwise, so it is always next to what the user just did.
 */
export function EditableListSection<Item extends { id: string }, Input>({
  headingId,
  title,
  addLabel,
  editLabel,
  emptyText,
  items,
  itemName,
  renderItem,
  renderForm,
  save,
  remove,
  canChange = () => true,
}: Props<Item, Input>) {
  const { t } = useTranslation(NAMESPACE);
  const [editing, setEditing] = useState<{ item: Item | null } | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  // Opening the form starts clean: no message from the last action.
  const open = (item: Item | null) => {
    save.reset();
    remove.reset();
    setEditing({ item });
  };
  // The form closes only once the server has accepted the item, so a failure stays next to the fields.
  const close = () => setEditing(null);
  // A refusal the form puts on its field is said there only: the mutation is reset so the message stays quiet.
  const send = (input: Input, placeFieldError: (error: unknown) => boolean) =>
    save.mutate(input, { onSuccess: close, onError: (error) => placeFieldError(error) && save.reset() });
  const message = (
    <SectionOutcome
      outcomes={[
        { mutation: save, success: t('messages.saved'), failure: t('messages.saveFailed') },
        { mutation: remove, success: t('messages.deleted'), failure: t('messages.deleteFailed') },
      ]}
    />
  );
  const footer = (
    <>
      {message}
      <FormActions busy={save.isPending} onCancel={close} />
    </>
  );

  return (
    <section className="card seeker-section" aria-labelledby={headingId}>
      <div className="seeker-section-head">
        <h2 id={headingId}>{title}</h2>
        <Button variant="secondary" onClick={() => open(null)}>
          {addLabel}
        </Button>
      </div>
      {items.length === 0 ? (
        <p className="muted">{emptyText}</p>
      ) : (
        <ul className="seeker-items">
          {items.map((item) => (
            <li key={item.id} className="seeker-item">
              <div>{renderItem(item)}</div>
              {canChange(item) ? (
                <ItemActions name={itemName(item)} onEdit={() => open(item)} onDelete={() => setDeleting(item)} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editing ? null : message}
      <Modal open={editing !== null} onClose={close} title={editing?.item ? editLabel : addLabel}>
        {editing ? renderForm({ item: editing.item, send, footer }) : null}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        message={t('confirm.deleteItem', { ns: 'common' })}
        tone="danger"
        busy={remove.isPending}
        confirmLabel={t('actions.delete')}
        onCancel={() => setDeleting(null)}
        // The confirmation closes whatever the outcome; the message below the list tells which.
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </section>
  );
}
