import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate, useDocumentTitle, useLanguage } from 'shared-ui';
import { Flash, useFlash } from '../../../components/flash.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
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
          {
            header: t('seekers.fullName'),
            cell: (seeker) => (
              <Link to={`/admin/seekers/${seeker.id}`}>
                {seeker.accountDeleted ? t('users.deletedAccount') : seeker.fullName || seeker.email}
              </Link>
            ),
          },
          { header: t('users.email'), cell: (seeker) => seeker.email },
          { header: t('users.accountStatus'), cell: (seeker) => <AccountStatusBadge user={seeker} /> },
          { header: t('employers.registered'), cell: (seeker) => formatDate(seeker.createdAt, language) },
        ]}
        actions={(seeker) => (
          <UserStatusActions user={seeker} name={seeker.fullName || seeker.email} actions={actions} />
        )}
        rowKey={(seeker) => seeker.id}
        rowTestId="seeker-row"
        paging={paging}
      />
      {actions.dialog}
    </section>
  );
}
