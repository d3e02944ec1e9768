import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { files } from '../db/schema.ts';
import type { FileKind } from './upload-rules.ts';

export type Upload = { fileName: string; mimeType: string; data: Buffer };

/** Files live in PostgreSQL (one backup, stateless instances); this is the only place that writes them. */
export async function storeFile(executor: Executor, ownerId: string, kind: FileKind, upload: Upload): Promise<string> {
  const [row] = await executor
    .insert(files)
    .values({
      ownerId,
      kind,
      fileName: upload.fileName,
      mimeType: upload.mimeType,
      size: upload.data.length,
      data: upload.data,
    })
    .returning({ id: files.id });
  if (!row) throw new Error('file insert returned nothing');
  return row.id;
}

export async function deleteFile(executor: Executor, id: string | null | undefined): Promise<void> {
  if (id) await executor.delete(files).where(eq(files.id, id));
}

export async function loadFile(executor: Executor, id: string) {
  const [file] = await executor.select().from(files).where(eq(files.id, id));
  return file;
}
