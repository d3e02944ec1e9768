import { useTranslation } from 'react-i18next';
import { formatDate, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { useAdminUsers } from '../../lib/admin-queries.ts';
import { Flash, useFlash } from '../../lib/flash.tsx';
import { PagedTable } from '../shared/paged-table.tsx';
import { RowActions } from '../shared/row-actions.tsx';
import { useAdminPage } from '../shared/use-admin-page.ts';
import { AccountStatusBadge } from '../users/account-badges.tsx';
import { useUserActions } from '../users/use-user-actions.tsx';
import { UserStatusActions } from '../users/user-status-actions.tsx';

export function SeekersPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const seekers = useAdminUsers('job_seeker');
  const paging = useAdminPage(seekers.data);
  const { flash, success, failure } = useFlash();
  const actions = useUserActions({ success, failure });
  return (
    <section className="page stack">
      <h1>{t('seekers.title')}</h1>
      <Flash flash={flash} />
      <PagedTable
        pending={seekers.isPending}
        failed={seekers.isError}
        empty={seekers.data?.length === 0}
        emptyText={t('seekers.empty')}
        caption={t('seekers.title')}
        columns={[
          t('seekers.fullName'),
          t('users.email'),
          t('users.accountStatus'),
          t('employers.registered'),
          t('table.actions'),
        ]}
        paging={paging}
        renderRow={(seeker) => (
          <tr key={seeker.id} data-testid="seeker-row">
            <td>{seeker.fullName || '—'}</td>
            <td>{seeker.email}</td>
            <td>
              <AccountStatusBadge user={seeker} />
            </td>
            <td>{formatDate(seeker.createdAt, language)}</td>
            <RowActions>
              <UserStatusActions user={seeker} name={seeker.fullName || seeker.email} actions={actions} />
            </RowActions>
          </tr>
        )}
      />
      {actions.dialog}
    </section>
  );
}
