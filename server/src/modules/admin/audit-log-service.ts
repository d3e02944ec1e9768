import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AuditPage, AuditQuery } from 'shared-api/contract';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';
import { escapeLike } from '../../http/escape-like.ts';
import { inOrder, listPage, type PagedList, type Paging } from './admin-paging.ts';

type AuditPageQuery = Required<Pick<AuditQuery, 'sort'>> & Omit<AuditQuery, 'sort' | keyof Paging> & Paging;

/**
 * Who or what an audit search names: the id of the thing changed, an actor's exact email, or the start of an
 * administrator's email (the actors of almost every entry; a prefix over every user would scan them all).
 */
function searchCondition(q: string): SQL {
  const text = q.trim().toLowerCase();
  const actors = sql`select u.id from ${users} u where u.email = ${text}
    or (u.role = 'admin' and u.email like ${`${escapeLike(text)}%`})`;
  return sql`(${auditLog.entityId} = ${q.trim()} or ${auditLog.actorId} in (${actors}))`;
}

async function entries(db: Db, ids: string[]) {
  const rows = await db
    .select({ entry: auditLog, actorEmail: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(inArray(auditLog.id, ids));
  return rows.map(({ entry, actorEmail }) => ({
    id: entry.id,
    actorId: entry.actorId,
    actorEmail: actorEmail ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: entry.createdAt.toISOString(),
  }));
}

/** The audit log in commit order (newest or oldest first), filtered by entity and action, searched by who or what. */
export async function listAuditLog(db: Db, query: AuditPageQuery): Promise<AuditPage> {
  const where: SQL[] = [];
  if (query.entity) where.push(eq(auditLog.entity, query.entity));
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.q?.trim()) where.push(searchCondition(query.q));
  const list: PagedList = {
    from: sql`${auditLog}`,
    where: where.length > 0 ? [and(...where) as SQL] : [],
    id: sql`${auditLog.id}`,
    // seq is unique (an identity), so it alone orders the log totally.
    order: [{ expr: sql`${auditLog.seq}`, cast: 'bigint' }],
    direction: query.sort === 'oldest' ? 'asc' : 'desc',
  };
  const page = await listPage(db, list, query);
  const items = await inOrder(page.ids, (ids) => entries(db, ids));
  return { items, total: page.total, page: query.page, pageSize: query.pageSize, prev: page.prev, next: page.next };
}
