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
} from 'shared-api';
import {
  Alert,
  Button,
  ConfirmDialog,
  fetchLookupList,
  formatNumber,
  lookupListKey,
  Pager,
  Spinner,
  useLanguage,
} from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { adminErrorText } from '../../lib/admin-message.ts';
import { adminKeys } from '../../lib/admin-queries.ts';
import { Flash, useFlash } from '../../lib/flash.tsx';
import { useClientPage } from '../../lib/use-client-page.ts';
import { LookupForm } from './lookup-form.tsx';

export const ADMIN_PAGE_SIZE = 10;

type Editing = { item: LookupItem | null } | null;

/** Add/edit/delete of one lookup list: a table paged in the browser, a modal form, a confirmed delete. */
export function LookupManager({ list }: { list: LookupList }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const { flash, success, failure, clear } = useFlash();
  const [editing, setEditing] = useState<Editing>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<LookupItem | null>(null);
  const fields = LOOKUP_FIELDS[list];
  const title = t(`lists.${list}`);

  const items = useQuery({
    queryKey: lookupListKey(list),
    queryFn: ({ signal }) => fetchLookupList(list, signal),
  });
  const paging = useClientPage(items.data ?? [], ADMIN_PAGE_SIZE);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: lookupListKey(list) });
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
    onError: (error) => setFormError(adminErrorText(error, t('messages.saveFailed'))),
  });

  const remove = useMutation({
    mutationFn: (item: LookupItem) => api(`/${list}/${item.id}`, { method: 'DELETE' }),
    onSuccess: async () => {
      success(t('messages.deleted'));
      await refresh();
    },
    onError: (error) => {
      const detail = adminErrorText(error, '');
      failure(detail ? `${t('messages.deleteFailed')} ${detail}` : t('messages.deleteFailed'));
    },
    onSettled: () => setDeleting(null),
  });

  const cell = (item: LookupItem, field: (typeof fields)[number]) => {
    const value = item[field];
    if (value === null || value === undefined || value === '') return '—';
    return typeof value === 'number' ? formatNumber(value, language) : value;
  };

  return (
    <section className="page stack" aria-labelledby="lookup-title">
      <div className="row admin-page-head">
        <h1 id="lookup-title">{title}</h1>
        <Button
          onClick={() => {
            clear();
            setFormError(null);
            setEditing({ item: null });
          }}
        >
          {t('lookups.add')}
        </Button>
      </div>
      <Flash flash={flash} />
      {items.isPending ? <Spinner label={t('messages.loading')} /> : null}
      {items.data && items.data.length === 0 ? <Alert>{t('lookups.empty')}</Alert> : null}
      {paging.pageItems.length > 0 ? (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {fields.map((field) => (
                  <th key={field} scope="col">
                    {t(`lookups.fields.${field}`)}
                  </th>
                ))}
                <th scope="col">{t('table.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {paging.pageItems.map((item) => (
                <tr key={item.id}>
                  {fields.map((field) => (
                    <td key={field} lang={field === 'name_ne' ? 'ne' : undefined}>
                      {cell(item, field)}
                    </td>
                  ))}
                  <td>
                    <div className="row table-actions">
                      <Button
                        variant="secondary"
                        aria-label={t('actions.editNamed', { name: item.name_en })}
                        onClick={() => {
                          clear();
                          setFormError(null);
                          setEditing({ item });
                        }}
                      >
                        {t('actions.edit')}
                      </Button>
                      <Button
                        variant="danger"
                        aria-label={t('actions.deleteNamed', { name: item.name_en })}
                        onClick={() => {
                          clear();
                          setDeleting(item);
                        }}
                      >
                        {t('actions.delete')}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pager page={paging.page} pageSize={paging.pageSize} total={paging.total} onPageChange={paging.setPage} />
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
      <ConfirmDialog
        open={deleting !== null}
        message={t('common:confirm.deleteItem')}
        tone="danger"
        confirmLabel={t('actions.delete')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </section>
  );
}
