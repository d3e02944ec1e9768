import { count, desc, eq } from 'drizzle-orm';
import type { AuditPage } from 'shared-api/contract';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';

/** The audit log, newest first, with the actor's email (null once that account is deleted). */
export async function listAuditLog(db: Db, page: number, pageSize: number): Promise<AuditPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, actorEmail: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .orderBy(desc(auditLog.seq))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(auditLog),
  ]);
  return {
    items: rows.map(({ entry, actorEmail }) => ({
      id: entry.id,
      actorId: entry.actorId,
      actorEmail: actorEmail ?? null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      createdAt: entry.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page,
    pageSize,
  };
}
