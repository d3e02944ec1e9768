import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WireUser } from 'shared-api';
import { APPROVALS_PAGE_SIZE } from 'shared-api/area-constants';
import { Alert, Pager, Spinner, serverMessage, useDocumentTitle } from 'shared-ui';
import { Flash, useFlash } from '../../../components/flash.tsx';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useServerPage } from '../../../lib/use-server-page.ts';
import { useApproveEmployer } from '../api/approve-employer.ts';
import { usePendingEmployers } from '../api/get-pending-employers.ts';
import { PendingEmployer } from './pending-employer.tsx';
import { RejectDialog } from './reject-dialog.tsx';

const nameOf = (employer: WireUser) => employer.companyName || employer.email;

export function ApprovalsPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('approvals.title'));
  const { result: pending, paging } = useServerPage(usePendingEmployers, { pageSize: APPROVALS_PAGE_SIZE });
  const { flash, success, failure } = useFlash();
  const [rejecting, setRejecting] = useState<WireUser | null>(null);
  const approve = useApproveEmployer();

  return (
    <section className="page stack">
      <h1>{t('approvals.title')}</h1>
      <p>{t('approvals.intro')}</p>
      <Flash flash={flash} />
      {pending.isPending ? <Spinner label={t('messages.loading')} /> : null}
      {pending.data?.total === 0 ? <Alert>{t('approvals.empty')}</Alert> : null}
      {paging.pageItems.length > 0 ? (
        <ul className="approval-list">
          {paging.pageItems.map((employer) => (
            <PendingEmployer
              key={employer.id}
              employer={employer}
              busy={approve.isPending && approve.variables === employer.id}
              onApprove={() =>
                approve.mutate(employer.id, {
                  onSuccess: () => success(t('approvals.approved', { name: nameOf(employer) })),
                  onError: (error) => failure(serverMessage(error, t('messages.saveFailed'))),
                })
              }
              onReject={() => setRejecting(employer)}
            />
          ))}
        </ul>
      ) : null}
      <Pager page={paging.page} pageSize={paging.pageSize} total={paging.total} onPageChange={paging.setPage} />
      {rejecting ? (
        <RejectDialog
          key={rejecting.id}
          employer={rejecting}
          onCancel={() => setRejecting(null)}
          onRejected={(employer) => {
            setRejecting(null);
            success(t('approvals.rejected', { name: nameOf(employer) }));
          }}
        />
      ) : null}
    </section>
  );
}
