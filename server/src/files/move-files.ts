import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { fileBlobGc, files } from '../db/schema.ts';
import { type FileStore, type Storage, sha256Hex } from './file-store.ts';

export type MoveReport = { moved: number; bytes: number; gone: number };

const BATCH = 20;

/**
 * Moves every file into `to` ('s3': the configured bucket; 'pg': PostgreSQL), one file at a time, while the portal
 * keeps serving: each file's bytes are written to the target, read back and compared by SHA-256 with the source,
 * and only then is its row switched over, in a transaction that checks the row is still where it was. The copy
 * left behind in the bucket is deleted by the sweep. Safe to stop and run again; a file deleted meanwhile is
 * skipped (counted as gone).
 */
export async function moveFiles(
  db: Db,
  store: FileStore,
  to: Storage,
  log: (line: string) => void = () => undefined,
): Promise<MoveReport> {
  const blobs = store.blobs;
  if (!blobs) throw new Error('Moving files needs a bucket: set S3_BUCKET (and its endpoint and keys).');
  const from: Storage = to === 's3' ? 'pg' : 's3';
  const report: MoveReport = { moved: 0, bytes: 0, gone: 0 };
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await db
      .select()
      .from(files)
      .where(and(eq(files.storage, from), gt(files.id, after)))
      .orderBy(asc(files.id))
      .limit(BATCH);
    if (batch.length === 0) break;
    for (const file of batch) {
      after = file.id;
      const data = await store.bytes(file);
      const sha256 = sha256Hex(data);
      if (file.sha256 && file.sha256 !== sha256) {
        throw new Error(`file ${file.id}: its bytes do not match the recorded SHA-256; nothing of it was moved`);
      }
      let switched: boolean;
      if (to === 's3') {
        // Queued first, as an upload is: if the switch never happens, the sweep removes the copy.
        await db
          .insert(fileBlobGc)
          .values({ fileId: file.id, notBefore: new Date(Date.now() + 3_600_000) })
          .onConflictDoNothing();
        await blobs.put(file.id, data, file.mimeType);
        if (sha256Hex(await blobs.get(file.id)) !== sha256) {
          throw new Error(`file ${file.id}: the bucket returned other bytes than were written; nothing was switched`);
        }
        switched = await db.transaction(async (tx) => {
          const updated = await tx
            .update(files)
            .set({ storage: 's3', data: null, sha256 })
            .where(and(eq(files.id, file.id), eq(files.storage, 'pg')))
            .returning({ id: files.id });
          if (updated.length > 0) await tx.delete(fileBlobGc).where(eq(fileBlobGc.fileId, file.id));
          return updated.length > 0;
        });
      } else {
        switched = await db.transaction(async (tx) => {
          const updated = await tx
            .update(files)
            .set({ storage: 'pg', data, sha256 })
            .where(and(eq(files.id, file.id), eq(files.storage, 's3')))
            .returning({ id: files.id });
          if (updated.length > 0) {
            await tx
              .insert(fileBlobGc)
              .values({ fileId: file.id })
              .onConflictDoUpdate({ target: fileBlobGc.fileId, set: { notBefore: new Date() } });
          }
          return updated.length > 0;
        });
      }
      if (switched) {
        report.moved += 1;
        report.bytes += data.length;
      } else {
        report.gone += 1;
      }
    }
    log(`${report.moved} files moved to ${to} (${(report.bytes / 1_048_576).toFixed(1)} MB), ${report.gone} gone`);
  }
  return report;
}
