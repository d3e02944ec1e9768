import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  api,
  LOOKUP_FIELDS,
  type LookupItem,
  type LookupList,
  type LookupWriteBody,
  lookupItemSchema,
  lookupKeys,
  lookupListQuery,
} from 'shared-api';
import { Button, formatNumber, serverMessage, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { adminKeys } from '../../lib/admin-queries.ts';
import { Flash, useFlash } from '../../lib/flash.tsx';
import { DeleteButton } from '../shared/delete-button.tsx';
import { EditButton } from '../shared/edit-button.tsx';
import { PagedTable } from '../shared/paged-table.tsx';
import { RowActions } from '../shared/row-actions.tsx';
import { useAdminPage } from '../shared/use-admin-page.ts';
import { useConfirmedDelete } from '../shared/use-confirmed-delete.tsx';
import { LookupForm } from './lookup-form.tsx';

type Editing = { item: LookupItem | null } | null;

/** Add/edit/delete of one lookup list: a table paged in the browser, a modal form, a confirmed delete. */
export function LookupManager({ list }: { list: LookupList }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const notify = useFlash();
  const { flash, success, clear } = notify;
  const [editing, setEditing] = useState<Editing>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const fields = LOOKUP_FIELDS[list];
  const title = t(`lists.${list}`);

  const items = useQuery(lookupListQuery(list));
  const paging = useAdminPage(items.data);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: lookupKeys.list(list) });
    await queryClient.invalidateQueries({ queryKey: adminKeys.auditAll });
  };

  const save = useMutation({
    mutationFn: ({ item, body }: { item: LookupItem | null; body: LookupWriteBody }) =>
      api(item ? `/${list}/${item.id}` : `/${list}`, {
        method: item ? 'PUT' : 'POST',
        body,
        schema: lookupItemSchema,
      }),
    onSuccess: async () => {
      setEditing(null);
      success(t('messages.saved'));
      await refresh();
    },
    onError: (error) => setFormError(serverMessage(error, t('messages.saveFailed'))),
  });

  const remove = useConfirmedDelete({
    request: (item: LookupItem) => api(`/${list}/${item.id}`, { method: 'DELETE' }),
    notify,
    refresh,
    refreshWhen: 'deleted',
  });

  const edit = (item: LookupItem | null) => {
    clear();
    setFormError(null);
    setEditing({ item });
  };

  const cell = (item: LookupItem, field: (typeof fields)[number]) => {
    const value = item[field];
    if (value === null || value === undefined || value === '') return '—';
    return typeof value === 'number' ? formatNumber(value, language) : value;
  };

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
        columns={[...fields.map((field) => t(`lookups.fields.${field}`)), t('table.actions')]}
        paging={paging}
        renderRow={(item) => (
          <tr key={item.id}>
            {fields.map((field) => (
              <td key={field} lang={field === 'name_ne' ? 'ne' : undefined}>
                {cell(item, field)}
              </td>
            ))}
            <RowActions>
              <EditButton name={item.name_en} onClick={() => edit(item)} />
              <DeleteButton name={item.name_en} onClick={() => remove.ask(item)} />
            </RowActions>
          </tr>
        )}
      />
      {editing ? (
        <LookupForm
          list={list}
          item={editing.item}
          title={editing.item ? t('lookups.editTitle', { list: title }) : t('lookups.addTitle', { list: title })}
          busy={save.isPending}
          error={formError}
          onClose={() => setEditing(null)}
          onSubmit={(body) => save.mutate({ item: editing.item, body })}
        />
      ) : null}
      {remove.dialog}
    </section>
  );
}
