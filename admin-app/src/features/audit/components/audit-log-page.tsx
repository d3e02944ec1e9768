import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from 'shared-api';
import { AUDIT_PAGE_SIZE, isLookupList } from 'shared-api/area-constants';
import { formatDateTime, useDocumentTitle, useLanguage } from 'shared-ui';
import { PagedTable } from '../../../components/paged-table.tsx';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import { auditSubject } from '../lib/audit-subject.ts';
import { AuditChanges } from './audit-changes.tsx';

/** What an entry changed: the subject's name, the reason given, and the fields before and after. */
function AuditSubjectCell({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation(NAMESPACE);
  const subject = auditSubject(entry);
  return (
    <>
      {subject.name ?? entry.entityId ?? '—'}
      {subject.reason ? (
        <>
          <br />
          <span className="muted">{t('audit.reason', { reason: subject.reason })}</span>
        </>
      ) : null}
      <AuditChanges entry={entry} />
    </>
  );
}

export function AuditLogPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('audit.title'));
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  const entity = (name: string) =>
    isLookupList(name) ? t(`lists.${name}`) : t(`audit.entities.${name}`, { defaultValue: name });
  const items = log.data?.items ?? [];
  return (
    <section className="page stack">
      <h1>{t('audit.title')}</h1>
      <p>{t('audit.intro')}</p>
      <PagedTable
        pending={log.isPending}
        failed={log.isError}
        empty={log.data?.total === 0}
        emptyText={t('audit.empty')}
        caption={t('audit.title')}
        columns={[
          {
            header: t('audit.when'),
            cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, language)}</time>,
          },
          { header: t('audit.who'), cell: (entry) => entry.actorEmail ?? t('audit.deletedUser') },
          {
            header: t('audit.action'),
            cell: (entry) => t(`audit.actions.${entry.action}`, { defaultValue: entry.action }),
          },
          { header: t('audit.entity'), cell: (entry) => entity(entry.entity) },
          { header: t('audit.subject'), cell: (entry) => <AuditSubjectCell entry={entry} /> },
        ]}
        rowKey={(entry) => entry.id}
        testId="audit-table"
        rowTestId="audit-row"
        // Paged on the server: the query already holds just this page.
        paging={{ page, pageSize: AUDIT_PAGE_SIZE, total: log.data?.total ?? 0, setPage, pageItems: items }}
      />
    </section>
  );
}
