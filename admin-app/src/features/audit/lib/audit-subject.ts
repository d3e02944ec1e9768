import type { AuditEntry } from 'shared-api';

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
