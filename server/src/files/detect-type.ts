import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '../errors.ts';
import { type FileKind, MIME_OF, UPLOAD_RULES } from './upload-rules.ts';

type Detected = keyof typeof MIME_OF;

async function detect(data: Buffer): Promise<Detected | null> {
  const type = await fileTypeFromBuffer(data);
  if (!type) return null;
  // Word 97-2003 files are OLE compound files; file-type reports the container.
  if (type.ext === 'cfb') return 'doc';
  return type.ext in MIME_OF ? (type.ext as Detected) : null;
}

/**
 * The real type of an upload, or a 422 naming what this kind of upload accepts.
 * A PDF name on bytes that are not a PDF is refused: the content decides.
 */
export async function checkUploadType(kind: FileKind, data: Buffer): Promise<{ mimeType: string; ext: string }> {
  const rule = UPLOAD_RULES[kind];
  const found = await detect(data);
  if (!found || !rule.allowed.includes(found)) throw new HttpError(422, rule.message, `file_type.${kind}`);
  return { mimeType: MIME_OF[found], ext: found };
}
