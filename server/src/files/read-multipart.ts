import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors.ts';
import { checkUploadType } from './detect-type.ts';
import type { Upload } from './file-store.ts';
import type { FileKind } from './upload-rules.ts';

type FileFields = Record<string, { kind: FileKind; max: number }>;

export type MultipartBody<F extends FileFields> = {
  fields: Record<string, string>;
  files: { [K in keyof F]: Upload[] };
};

/** Keeps what a person typed as the name, minus anything path-like or invisible. */
function cleanFileName(name: string | undefined, ext: string): string {
  const base = (name ?? '').normalize('NFC').split(/[\\/]/).at(-1) ?? '';
  const cleaned = [...base]
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code >= 0x20 && code !== 0x7f;
    })
    .join('')
    .trim()
    .slice(0, 200);
  return cleaned || `file.${ext}`;
}

/**
 * Reads a multipart request: text fields, and the files of the named fields, each checked by content
 * for its kind. Anything larger than the upload limit has already been refused with 413 by the parser.
 */
export async function readMultipart<F extends FileFields>(
  request: FastifyRequest,
  fileFields: F,
): Promise<MultipartBody<F>> {
  if (!request.isMultipart()) throw badRequest('Send this request as multipart/form-data.');
  const fields: Record<string, string> = {};
  const found = Object.fromEntries(Object.keys(fileFields).map((name) => [name, [] as Upload[]])) as {
    [K in keyof F]: Upload[];
  };
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value ?? '');
      continue;
    }
    const rule = fileFields[part.fieldname];
    if (!rule) {
      await part.toBuffer(); // drain it so the stream goes on
      throw badRequest(`Unexpected file field "${part.fieldname}".`);
    }
    const data = await part.toBuffer();
    if (data.length === 0) continue; // an empty file input
    const list = found[part.fieldname as keyof F];
    if (list.length >= rule.max) {
      throw badRequest(rule.max === 1 ? `Send one file in "${part.fieldname}".` : `Send at most ${rule.max} files.`);
    }
    const { mimeType, ext } = await checkUploadType(rule.kind, data);
    list.push({ fileName: cleanFileName(part.filename, ext), mimeType, data });
  }
  return { fields, files: found };
}
