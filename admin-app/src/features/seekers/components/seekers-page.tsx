import { useTranslation } from 'react-i18next';
import { formatDate, useDocumentTitle, useLanguage } from 'shared-ui';
import { Flash, useFlash } from '../../../components/flash.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useServerPage } from '../../../lib/use-server-page.ts';
import { useSeekersPage } from '../../users/api/get-users.ts';
import { AccountStatusBadge } from '../../users/components/account-badges.tsx';
import { UserStatusActions } from '../../users/components/user-status-actions.tsx';
import { useUserActions } from '../../users/lib/use-user-actions.tsx';

export function SeekersPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('seekers.title'));
  const language = useLanguage();
  const { result: seekers, paging } = useServerPage(useSeekersPage);
  const { flash, success, failure } = useFlash();
  const actions = useUserActions({ success, failure });
  return (
    <section className="page stack">
      <h1>{t('seekers.title')}</h1>
      <Flash flash={flash} />
      <PagedTable
        pending={seekers.isPending}
        failed={seekers.isError}
        empty={seekers.data?.total === 0}
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
