import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPROVAL_STATUSES } from 'shared-api';
import { Button, formatDate, useDocumentTitle, useLanguage } from 'shared-ui';
import { EditButton } from '../../../components/edit-button.tsx';
import { Flash, useFlash } from '../../../components/flash.tsx';
import { ListFilter } from '../../../components/list-filter.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useServerPage } from '../../../lib/use-server-page.ts';
import { useUrlFilter } from '../../../lib/use-url-filter.ts';
import { useEmployersPage } from '../../users/api/get-users.ts';
import { AccountStatusBadge, ApprovalBadge } from '../../users/components/account-badges.tsx';
import { UserStatusActions } from '../../users/components/user-status-actions.tsx';
import { useUserActions } from '../../users/lib/use-user-actions.tsx';
import { EmployerForm } from './employer-form.tsx';

export function EmployersPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [approvalStatus, setApprovalStatus] = useUrlFilter('approvalStatus', APPROVAL_STATUSES);
  const { result: employers, paging } = useServerPage(useEmployersPage, { filter: approvalStatus });
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
      <ListFilter
        label={t('employers.approvalStatus')}
        allLabel={t('employers.all')}
        options={APPROVAL_STATUSES.map((value) => ({ value, label: t(`approval.${value}`) }))}
        value={approvalStatus}
        onChange={setApprovalStatus}
      />
      <Flash flash={flash} />
      <PagedTable
        pending={employers.isPending}
        failed={employers.isError}
        empty={employers.data?.total === 0}
        emptyText={approvalStatus ? t('messages.noneMatch') : t('employers.empty')}
        caption={t('employers.title')}
        columns={[
          { header: t('employers.companyName'), cell: (employer) => employer.companyName || '—' },
          { header: t('users.email'), cell: (employer) => employer.email },
          { header: t('employers.approvalStatus'), cell: (employer) => <ApprovalBadge user={employer} /> },
          { header: t('users.accountStatus'), cell: (employer) => <AccountStatusBadge user={employer} /> },
          { header: t('employers.registered'), cell: (employer) => formatDate(employer.createdAt, language) },
        ]}
        actions={(employer) => {
          const name = employer.companyName || employer.email;
          return (
            <>
              <EditButton name={name} onClick={() => edit(employer.id)} />
              <UserStatusActions user={employer} name={name} actions={actions} />
            </>
          );
        }}
        rowKey={(employer) => employer.id}
        rowTestId="employer-row"
        paging={paging}
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
