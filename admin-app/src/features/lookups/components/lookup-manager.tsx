import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LookupItem, type LookupList, lookupListQuery } from 'shared-api';
import { LOOKUP_FIELDS } from 'shared-api/area-constants';
import { Button, formatNumber, useDocumentTitle, useLanguage } from 'shared-ui';
import { DeleteButton } from '../../../components/delete-button.tsx';
import { EditButton } from '../../../components/edit-button.tsx';
import { Flash, useFlash } from '../../../components/flash.tsx';
import { PagedTable, type TableColumn } from '../../../components/paged-table.tsx';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useClientPage } from '../../../lib/use-client-page.ts';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete.tsx';
import { useDeleteLookupItem } from '../api/delete-lookup-item.ts';
import { LookupForm } from './lookup-form.tsx';

type Editing = { item: LookupItem | null } | null;

/** Add/edit/delete of one lookup list: a table paged in the browser, a modal form, a confirmed delete. */
export function LookupManager({ list }: { list: LookupList }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const notify = useFlash();
  const { flash, success, clear } = notify;
  const [editing, setEditing] = useState<Editing>(null);
  const fields = LOOKUP_FIELDS[list];
  const title = t(`lists.${list}`);
  useDocumentTitle(title);

  const items = useQuery(lookupListQuery(list));
  const paging = useClientPage(items.data);

  const remove = useConfirmedDelete({
    remove: useDeleteLookupItem(list),
    idOf: (item: LookupItem) => item.id,
    notify,
  });

  const edit = (item: LookupItem | null) => {
    clear();
    setEditing({ item });
  };

  const cell = (item: LookupItem, field: (typeof fields)[number]) => {
    const value = item[field];
    if (value === null || value === undefined || value === '') return '—';
    return typeof value === 'number' ? formatNumber(value, language) : value;
  };

  const column = (field: (typeof fields)[number]): TableColumn<LookupItem> => ({
    header: t(`lookups.fields.${field}`),
    cell: (item) => cell(item, field),
    lang: field === 'name_ne' ? 'ne' : undefined,
  });
  // Every list starts with the English name, which names the row.
  const columns: [TableColumn<LookupItem>, ...TableColumn<LookupItem>[]] = [
    column('name_en'),
    ...fields.filter((field) => field !== 'name_en').map(column),
  ];

  return (
    <section className="page stack" aria-labelledby="lookup-title">
      <div className="row admin-page-head">
        <h1 id="lookup-title">{title}</h1>
        <Button onClick={() => edit(null)}>{t('lookups.add')}</Button>
      </div>
      <Flash flash={flash} />
      <PagedTable
        pending={items.isPending}
        empty={items.data?.length === 0}
        emptyText={t('lookups.empty')}
        caption={title}
        columns={columns}
        actions={(item) => (
          <>
            <EditButton name={item.name_en} onClick={() => edit(item)} />
            <DeleteButton name={item.name_en} onClick={() => remove.ask(item)} />
          </>
        )}
        rowKey={(item) => item.id}
        paging={paging}
      />
      {editing ? (
        <LookupForm
          list={list}
          item={editing.item}
          title={editing.item ? t('lookups.editTitle', { list: title }) : t('lookups.addTitle', { list: title })}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            success(t('messages.saved'));
          }}
        />
      ) : null}
      {remove.dialog}
    </section>
  );
}
