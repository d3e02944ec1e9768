import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog, Modal } from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { ItemActions } from './item-actions.tsx';
import { SectionAlert } from './section-alert.tsx';
import type { EditableList } from './use-editable-list.ts';

type Props<Item, Draft> = {
  /** Id of the heading that names the section's region. */
  headingId: string;
  title: string;
  addLabel: string;
  emptyText: string;
  /** Title of the add/edit modal; the section knows whether its draft is new. */
  formTitle: string;
  items: readonly Item[];
  /** The name used in the item's Edit and Delete accessible names. */
  itemName: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  blank: () => Draft;
  toDraft: (item: Item) => Draft;
  /** The fields of the add/edit form, drawn only while a draft is open. */
  renderFields: (draft: Draft) => ReactNode;
  onSubmit: (event: FormEvent) => void;
  /** Sends the delete once the user has confirmed it. */
  deleteItem: (item: Item) => Promise<unknown>;
  list: EditableList<Item, Draft>;
};

/**
 * The shared shape of the profile lists: heading with Add, the items with Edit/Delete, the add/edit modal
 * with Cancel/Save, and the delete confirmation. The message shows in the modal while it is open and
 * below the list otherwise, so it is always next to what the user just did.
 */
export function EditableListSection<Item extends { id: string }, Draft>({
  headingId,
  title,
  addLabel,
  emptyText,
  formTitle,
  items,
  itemName,
  renderItem,
  blank,
  toDraft,
  renderFields,
  onSubmit,
  deleteItem,
  list,
}: Props<Item, Draft>) {
  const { t } = useTranslation(NAMESPACE);
  const { draft, status, busy } = list;
  const close = () => list.setDraft(null);

  return (
    <section className="card seeker-section" aria-labelledby={headingId}>
      <div className="seeker-section-head">
        <h2 id={headingId}>{title}</h2>
        <Button variant="secondary" onClick={() => list.open(blank())}>
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
              <ItemActions
                name={itemName(item)}
                onEdit={() => list.open(toDraft(item))}
                onDelete={() => list.setDeleting(item)}
              />
            </li>
          ))}
        </ul>
      )}
      {draft ? null : <SectionAlert message={status.message} />}
      <Modal open={draft !== null} onClose={close} title={formTitle}>
        {draft ? (
          <form className="form stack" noValidate onSubmit={onSubmit}>
            {renderFields(draft)}
            <SectionAlert message={status.message} />
            <div className="row">
              <Button variant="secondary" onClick={close}>
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
        open={list.deleting !== null}
        message={t('confirm.deleteItem', { ns: 'common' })}
        tone="danger"
        busy={busy}
        confirmLabel={t('actions.delete')}
        onCancel={() => list.setDeleting(null)}
        onConfirm={() => list.remove(deleteItem)}
      />
    </section>
  );
}
