import { useTranslation } from 'react-i18next';
import type { AuditEntry } from 'shared-api';
import { NAMESPACE } from '../../../i18n/namespace.ts';

type Snapshot = Record<string, unknown>;

const asSnapshot = (value: unknown): Snapshot =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Snapshot) : {};

const show = (value: unknown) => (value === undefined || value === null || value === '' ? '—' : JSON.stringify(value));

/** The fields an action changed, before → after, folded away under the row so the table stays readable. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation(NAMESPACE);
  const before = asSnapshot(entry.before);
  const after = asSnapshot(entry.after);
  const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (changed.length === 0) return null;
  return (
    <details className="audit-changes">
      <summary>{t('audit.changes', { count: changed.length })}</summary>
      <dl>
        {changed.map((key) => (
          <div key={key}>
            <dt>{key}</dt>
            <dd>
              {show(before[key])} → {show(after[key])}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
