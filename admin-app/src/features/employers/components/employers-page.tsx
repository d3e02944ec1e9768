import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formatDate, useDocumentTitle, useLanguage } from 'shared-ui';
import { EditButton } from '../../../components/edit-button.tsx';
import { Flash, useFlash } from '../../../components/flash.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useServerPage } from '../../../lib/use-server-page.ts';
import { useEmployersPage } from '../../users/api/get-users.ts';
import { AccountStatusBadge, ApprovalBadge } from '../../users/components/account-badges.tsx';
import { UserStatusActions } from '../../users/components/user-status-actions.tsx';
import { useUserActions } from '../../users/lib/use-user-actions.tsx';
import { EmployerForm } from './employer-form.tsx';

export function EmployersPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { result: employers, paging } = useServerPage(useEmployersPage);
  const { flash, success, failure, clear } = useFlash();
  useDocumentTitle(t('employers.title'));
  const actions = useUserActions({ success, failure });
  // The id, not the row: the form follows the list's fresh copy after a logo or document change.
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const editedEmployer = editing?.id ? (employers.data?.items.find((user) => user.id === editing.id) ?? null) : null;
  const edit = (id: string | null) => {
    clear();
    setEditing({ id });
  };

  return (
    <section className="page stack">
      <div className="row admin-page-head">
        <h1>{t('employers.title')}</h1>
        <Button onClick={() => edit(null)}>{t('employers.add')}</Button>
      </div>
      <Flash flash={flash} />
      <PagedTable
        pending={employers.isPending}
        failed={employers.isError}
        empty={employers.data?.total === 0}
        emptyText={t('employers.empty')}
        caption={t('employers.title')}
        columns={[
          t('employers.companyName'),
          t('users.email'),
          t('employers.approvalStatus'),
          t('users.accountStatus'),
          t('employers.registered'),
          t('table.actions'),
        ]}
        paging={paging}
        renderRow={(employer) => {
          const name = employer.companyName || employer.email;
          return (
            <tr key={employer.id} data-testid="employer-row">
              <td>{employer.companyName || '—'}</td>
              <td>{employer.email}</td>
              <td>
                <ApprovalBadge user={employer} />
              </td>
              <td>
                <AccountStatusBadge user={employer} />
              </td>
              <td>{formatDate(employer.createdAt, language)}</td>
              <RowActions>
                <EditButton name={name} onClick={() => edit(employer.id)} />
                <UserStatusActions user={employer} name={name} actions={actions} />
              </RowActions>
            </tr>
          );
        }}
      />
      {editing && (editing.id === null || editedEmployer) ? (
        <EmployerForm
          key={editing.id ?? 'new'}
          employer={editedEmployer}
          onClose={() => setEditing(null)}
          onSaved={(message, created) => {
            // The form closes and the outcome shows on the page; a new employer's logo and documents are added
            // through its row's Edit, as the message says.
            setEditing(null);
            success(created ? t('employers.created', { name: created.companyName || created.email }) : message);
          }}
        />
      ) : null}
      {actions.dialog}
    </section>
  );
}
