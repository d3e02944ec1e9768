import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_PAGE_SIZE, type AuditEntry, adminContract, api, isLookupList } from 'shared-api';
import { formatDate, toDevanagariDigits, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { adminKeys } from '../../lib/admin-queries.ts';
import { PagedTable } from '../shared/paged-table.tsx';
import { AuditChanges } from './audit-changes.tsx';

type Snapshot = Record<string, unknown> | null;

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** A short description of what changed: the item's name (or company, email, title), and a rejection's reason. */
export function auditSubject(entry: AuditEntry): { name: string | null; reason: string | null } {
  const after = (entry.after ?? null) as Snapshot;
  const before = (entry.before ?? null) as Snapshot;
  const pick = (key: string) => text(after?.[key]) ?? text(before?.[key]);
  const title = pick('title');
  const company = pick('companyName');
  return {
    name:
      (title && company ? `${title} (${company})` : title) ??
      pick('name_en') ??
      company ??
      pick('email') ??
      pick('fileName'),
    reason: entry.action === 'reject' ? text(after?.rejectionReason) : null,
  };
}

export function AuditLogPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const log = useQuery({
    queryKey: adminKeys.audit(page),
    queryFn: ({ signal }) =>
      api(adminContract.auditLog.path, {
        query: { page, pageSize: AUDIT_PAGE_SIZE },
        schema: adminContract.auditLog.response,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const time = (iso: string) => {
    const date = new Date(iso);
    const clock = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
    return `${formatDate(date, language)} ${language === 'ne' ? toDevanagariDigits(clock) : clock}`;
  };
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
                <time dateTime={entry.createdAt}>{time(entry.createdAt)}</time>
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
