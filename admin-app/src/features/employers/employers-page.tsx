import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, formatDate, Pager, Spinner, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { useAdminUsers } from '../../lib/admin-queries.ts';
import { Flash, useFlash } from '../../lib/flash.tsx';
import { useClientPage } from '../../lib/use-client-page.ts';
import { ADMIN_PAGE_SIZE } from '../lookups/lookup-manager.tsx';
import { AccountStatusBadge, ApprovalBadge } from '../users/account-badges.tsx';
import { useUserActions } from '../users/use-user-actions.tsx';
import { EmployerForm } from './employer-form.tsx';

export function EmployersPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const employers = useAdminUsers('employer');
  const paging = useClientPage(employers.data ?? [], ADMIN_PAGE_SIZE);
  const { flash, success, failure, clear } = useFlash();
  const actions = useUserActions({ success, failure });
  // The id, not the row: the form follows the list's fresh copy after a logo or document change.
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const editedEmployer = editing?.id ? (employers.data?.find((user) => user.id === editing.id) ?? null) : null;

  return (
    <section className="page stack">
      <div className="row admin-page-head">
        <h1>{t('employers.title')}</h1>
        <Button
          onClick={() => {
            clear();
            setEditing({ id: null });
          }}
        >
          {t('employers.add')}
        </Button>
      </div>
      <Flash flash={flash} />
      {employers.isPending ? <Spinner label={t('messages.loading')} /> : null}
      {employers.isError ? <Alert tone="error">{t('messages.loadFailed')}</Alert> : null}
      {employers.data && employers.data.length === 0 ? <Alert>{t('employers.empty')}</Alert> : null}
      {paging.pageItems.length > 0 ? (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">{t('employers.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('employers.companyName')}</th>
                <th scope="col">{t('users.email')}</th>
                <th scope="col">{t('employers.approvalStatus')}</th>
                <th scope="col">{t('users.accountStatus')}</th>
                <th scope="col">{t('employers.registered')}</th>
                <th scope="col">{t('table.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {paging.pageItems.map((employer) => {
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
                    <td>
                      <div className="row table-actions">
                        <Button
                          variant="secondary"
                          aria-label={t('actions.editNamed', { name })}
                          onClick={() => {
                            clear();
                            setEditing({ id: employer.id });
                          }}
                        >
                          {t('actions.edit')}
                        </Button>
                        <Button
                          variant="secondary"
                          onClick={() => actions.askToggle(employer)}
                          aria-label={t(employer.isActive ? 'users.deactivateNamed' : 'users.activateNamed', { name })}
                        >
                          {employer.isActive ? t('users.deactivate') : t('users.activate')}
                        </Button>
                        <Button
                          variant="danger"
                          onClick={() => actions.askDelete(employer)}
                          aria-label={t('actions.deleteNamed', { name })}
                        >
                          {t('actions.delete')}
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pager page={paging.page} pageSize={paging.pageSize} total={paging.total} onPageChange={paging.setPage} />
      {editing && (editing.id === null || editedEmployer) ? (
        <EmployerForm
          key={editing.id ?? 'new'}
          employer={editedEmployer}
          onClose={() => setEditing(null)}
          onSaved={(message, created) => {
            success(message);
            // A new employer stays open in edit mode, for its logo and documents.
            setEditing(created ? { id: created.id } : null);
          }}
        />
      ) : null}
      {actions.dialog}
    </section>
  );
}
