import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageReport } from 'shared-api';
import { REPORTED_MESSAGES_PAGE_SIZE } from 'shared-api/area-constants';
import { Alert, ConfirmDialog, Pager, Spinner, serverMessage, useDocumentTitle } from 'shared-ui';
import { Flash, useFlash } from '../../../components/flash.tsx';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useServerPage } from '../../../lib/use-server-page.ts';
import { useMessageReports } from '../api/get-message-reports.ts';
import { useSettleMessageReport } from '../api/settle-message-report.ts';
import { ReportedMessage } from './reported-message.tsx';

/**
 * /admin/reported-messages: the messages their recipients reported, newest first, a page at a time (paged on the
 * server). Dismiss settles one report; deactivating the sender (after a confirmation) settles all of theirs.
 */
export function ReportedMessagesPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('reportedMessages.title'));
  const { result: reports, paging } = useServerPage(useMessageReports, { pageSize: REPORTED_MESSAGES_PAGE_SIZE });
  const { flash, success, failure } = useFlash();
  const settle = useSettleMessageReport();
  const [deactivating, setDeactivating] = useState<MessageReport | null>(null);
  const nameOf = (report: MessageReport) => report.sender.name || t('reportedMessages.deletedName');

  const dismiss = (report: MessageReport) =>
    settle.mutate(
      { id: report.id, action: 'dismiss' },
      {
        onSuccess: () => success(t('reportedMessages.dismissed')),
        onError: (error) => failure(serverMessage(error, t('messages.saveFailed'))),
      },
    );
  const deactivate = (report: MessageReport) =>
    settle.mutate(
      { id: report.id, action: 'deactivate' },
      {
        onSuccess: () => success(t('reportedMessages.deactivated', { name: nameOf(report) })),
        onError: (error) => failure(serverMessage(error, t('messages.saveFailed'))),
        onSettled: () => setDeactivating(null),
      },
    );

  return (
    <section className="page stack">
      <h1>{t('reportedMessages.title')}</h1>
      <p>{t('reportedMessages.intro')}</p>
      <Flash flash={flash} />
      {reports.isPending ? <Spinner label={t('messages.loading')} /> : null}
      {reports.isError ? <Alert tone="error">{t('messages.loadFailed')}</Alert> : null}
      {reports.data?.total === 0 ? <Alert>{t('reportedMessages.empty')}</Alert> : null}
      {paging.pageItems.length > 0 ? (
        <ul className="approval-list">
          {paging.pageItems.map((report) => (
            <ReportedMessage
              key={report.id}
              report={report}
              busy={settle.isPending && settle.variables?.id === report.id}
              onDismiss={() => dismiss(report)}
              onDeactivate={() => setDeactivating(report)}
            />
          ))}
        </ul>
      ) : null}
      <Pager page={paging.page} pageSize={paging.pageSize} total={paging.total} onPageChange={paging.setPage} />
      <ConfirmDialog
        open={deactivating !== null}
        title={t('reportedMessages.deactivateTitle')}
        message={deactivating ? t('reportedMessages.deactivateMessage', { name: nameOf(deactivating) }) : ''}
        confirmLabel={t('reportedMessages.deactivateConfirm')}
        tone="danger"
        busy={settle.isPending}
        onConfirm={() => deactivating && deactivate(deactivating)}
        onCancel={() => setDeactivating(null)}
      />
    </section>
  );
}
