import type { Executor } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

export type AuditEntryInput = {
  actorId: string;
  /** create, update, delete, approve, reject, activate, deactivate, upload-logo, … */
  action: string;
  /** user, employer, job, document, or the lookup list's path name (locations, salary-ranges, …) */
  entity: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
};

/**
 * Records one admin change. Pass the transaction that makes the change, so the entry and the change
 * commit (or roll back) together.
 */
export async function writeAudit(executor: Executor, entry: AuditEntryInput): Promise<void> {
  await executor.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
