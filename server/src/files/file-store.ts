import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { fileBlobGc, files } from '../db/schema.ts';
import type { BlobStore } from './blob-store.ts';
import type { FileKind } from './upload-rules.ts';

export type Upload = { fileName: string; mimeType: string; data: Buffer };
export type FileRow = typeof files.$inferSelect;
export type FileWithBytes = Omit<FileRow, 'data'> & { data: Buffer };
export type Storage = FileRow['storage'];

/** An upload whose bytes are already in their store, waiting for the transaction that records it as a file. */
export type StagedFile = {
  id: string;
  storage: Storage;
  fileName: string;
  mimeType: string;
  size: number;
  sha256: string;
  /** The bytes themselves when they go into the row ('pg'). */
  data: Buffer | null;
};

/**
 * How long an object uploaded for a transaction may wait for that transaction to commit before the sweep
 * counts it as orphaned (the transaction rolled back, or the instance died between upload and commit).
 */
const UPLOAD_GRACE = sql`now() + interval '1 hour'`;

export const sha256Hex = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * The file store: PostgreSQL holds every file's row (the catalogue every authorization check reads); the bytes
 * live in the row (`FILE_STORE=pg`, one backup for everything) or in an S3-compatible bucket (`FILE_STORE=s3`).
 * Writing is two steps so no transaction waits on the bucket: `stage` before the transaction, then
 * `insertFile` inside it. Deleting a row is all it takes to delete a file: a trigger queues the object.
 */
export type FileStore = {
  /** Where new files go. */
  readonly storage: Storage;
  /** Puts the bytes where new files go; call it before the transaction that calls `insertFile`. */
  stage(upload: Upload): Promise<StagedFile>;
  /** The bytes of a file row, checked against its hash when they come from the bucket. */
  bytes(file: Pick<FileRow, 'id' | 'storage' | 'data' | 'sha256'>): Promise<Buffer>;
  /** A file with its bytes, or undefined when there is no such row (of one of `kinds`, when given). */
  load(executor: Executor, id: string, kinds?: readonly FileKind[]): Promise<FileWithBytes | undefined>;
  /** Deletes the bucket objects whose rows are gone (or never committed); returns how many. */
  sweep(limit?: number): Promise<number>;
  /** The bucket, when one is configured. */
  readonly blobs: BlobStore | undefined;
};

export function createFileStore(db: Db, storage: Storage, blobs: BlobStore | undefined): FileStore {
  if (storage === 's3' && !blobs) throw new Error('FILE_STORE=s3 needs a bucket (S3_BUCKET).');
  const bucket = (): BlobStore => {
    if (!blobs) throw new Error('A file is stored in a bucket, but no bucket is configured (S3_BUCKET).');
    return blobs;
  };
  const store: FileStore = {
    storage,
    blobs,
    async stage(upload) {
      const staged: StagedFile = {
        id: randomUUID(),
        storage,
        fileName: upload.fileName,
        mimeType: upload.mimeType,
        size: upload.data.length,
        sha256: sha256Hex(upload.data),
        data: storage === 'pg' ? upload.data : null,
      };
      if (storage === 's3') {
        // Queued for deletion first: if the recording transaction never commits, the sweep removes the object.
        await db.insert(fileBlobGc).values({ fileId: staged.id, notBefore: UPLOAD_GRACE });
        await bucket().put(staged.id, upload.data, upload.mimeType);
      }
      return staged;
    },
    async bytes(file) {
      if (file.storage === 'pg') {
        if (!file.data) throw new Error(`file ${file.id} has no bytes`);
        return file.data;
      }
      const data = await bucket().get(file.id);
      if (file.sha256 && sha256Hex(data) !== file.sha256) {
        throw new Error(`file ${file.id}: the bucket's bytes do not match the recorded SHA-256`);
      }
      return data;
    },
    async load(executor, id, kinds) {
      const ofKind = kinds ? inArray(files.kind, [...kinds]) : undefined;
      const [file] = await executor
        .select()
        .from(files)
        .where(and(eq(files.id, id), ofKind));
      return file ? { ...file, data: await store.bytes(file) } : undefined;
    },
    async sweep(limit = 100) {
      if (!blobs) return 0;
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ fileId: fileBlobGc.fileId })
          .from(fileBlobGc)
          .where(lte(fileBlobGc.notBefore, sql`now()`))
          .orderBy(asc(fileBlobGc.notBefore))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return 0;
        const ids = due.map((row) => row.fileId);
        // Never an object a row still points at (a file moved back to the bucket under the same id).
        const live = new Set(
          (
            await tx
              .select({ id: files.id })
              .from(files)
              .where(and(inArray(files.id, ids), eq(files.storage, 's3')))
          ).map((row) => row.id),
        );
        const dead = ids.filter((id) => !live.has(id));
        await blobs.delete(dead);
        await tx.delete(fileBlobGc).where(inArray(fileBlobGc.fileId, ids));
        return dead.length;
      });
    },
  };
  return store;
}

/** Records a staged upload as a file of `ownerId`, in the caller's transaction; returns its id. */
export async function insertFile(tx: Executor, ownerId: string, kind: FileKind, staged: StagedFile): Promise<string> {
  await tx.insert(files).values({
    id: staged.id,
    ownerId,
    kind,
    fileName: staged.fileName,
    mimeType: staged.mimeType,
    size: staged.size,
    storage: staged.storage,
    data: staged.data,
    sha256: staged.sha256,
  });
  if (staged.storage === 's3') await tx.delete(fileBlobGc).where(eq(fileBlobGc.fileId, staged.id));
  return staged.id;
}

/** Deletes a file; a bucket object goes with it (queued by the row's delete trigger, removed by the sweep). */
export async function deleteFile(executor: Executor, id: string | null | undefined): Promise<void> {
  if (id) await executor.delete(files).where(eq(files.id, id));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's file store, for operations that run beside the routes (the move command, tests). */
    files: FileStore;
  }
}
