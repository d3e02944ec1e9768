import { useTranslation } from 'react-i18next';
import { Alert, Button, formatDate, Pager, Spinner, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { useAdminUsers } from '../../lib/admin-queries.ts';
import { Flash, useFlash } from '../../lib/flash.tsx';
import { useClientPage } from '../../lib/use-client-page.ts';
import { ADMIN_PAGE_SIZE } from '../lookups/lookup-manager.tsx';
import { AccountStatusBadge } from '../users/account-badges.tsx';
import { useUserActions } from '../users/use-user-actions.tsx';

export function SeekersPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const seekers = useAdminUsers('job_seeker');
  const paging = useClientPage(seekers.data ?? [], ADMIN_PAGE_SIZE);
  const { flash, success, failure } = useFlash();
  const actions = useUserActions({ success, failure });
  return (
    <section className="page stack">
      <h1>{t('seekers.title')}</h1>
      <Flash flash={flash} />
      {seekers.isPending ? <Spinner label={t('messages.loading')} /> : null}
      {seekers.isError ? <Alert tone="error">{t('messages.loadFailed')}</Alert> : null}
      {seekers.data && seekers.data.length === 0 ? <Alert>{t('seekers.empty')}</Alert> : null}
      {paging.pageItems.length > 0 ? (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">{t('seekers.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('seekers.fullName')}</th>
                <th scope="col">{t('users.email')}</th>
                <th scope="col">{t('users.accountStatus')}</th>
                <th scope="col">{t('employers.registered')}</th>
                <th scope="col">{t('table.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {paging.pageItems.map((seeker) => {
                const name = seeker.fullName || seeker.email;
                return (
                  <tr key={seeker.id} data-testid="seeker-row">
                    <td>{seeker.fullName || '—'}</td>
                    <td>{seeker.email}</td>
                    <td>
                      <AccountStatusBadge user={seeker} />
                    </td>
                    <td>{formatDate(seeker.createdAt, language)}</td>
                    <td>
                      <div className="row table-actions">
                        <Button
                          variant="secondary"
                          onClick={() => actions.askToggle(seeker)}
                          aria-label={t(seeker.isActive ? 'users.deactivateNamed' : 'users.activateNamed', { name })}
                        >
                          {seeker.isActive ? t('users.deactivate') : t('users.activate')}
                        </Button>
                        <Button
                          variant="danger"
                          onClick={() => actions.askDelete(seeker)}
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
      {actions.dialog}
    </section>
  );
}
