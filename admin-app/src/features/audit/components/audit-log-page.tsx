import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_PAGE_SIZE, isLookupList } from 'shared-api';
import { formatDateTime, useDocumentTitle, useLanguage } from 'shared-ui';
import { PagedTable } from '../../../components/paged-table.tsx';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import { auditSubject } from '../lib/audit-subject.ts';
import { AuditChanges } from './audit-changes.tsx';

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
        columns={[t('audit.when'), t('audit.who'), t('audit.action'), t('audit.entity'), t('audit.subject')]}
        testId="audit-table"
        // Paged on the server: the query already holds just this page.
        paging={{ page, pageSize: AUDIT_PAGE_SIZE, total: log.data?.total ?? 0, setPage, pageItems: items }}
        renderRow={(entry) => {
          const subject = auditSubject(entry);
          return (
            <tr key={entry.id} data-testid="audit-row">
              <td>
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, language)}</time>
              </td>
              <td>{entry.actorEmail ?? t('audit.deletedUser')}</td>
              <td>{t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}</td>
              <td>{entity(entry.entity)}</td>
              <td>
                {subject.name ?? entry.entityId ?? '—'}
                {subject.reason ? (
                  <>
                    <br />
                    <span className="muted">{t('audit.reason', { reason: subject.reason })}</span>
                  </>
                ) : null}
                <AuditChanges entry={entry} />
              </td>
            </tr>
          );
        }}
      />
    </section>
  );
}
