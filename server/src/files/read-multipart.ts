import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../errors.ts';
import { assertCleanText } from '../text-guard.ts';
import { checkUploadType } from './detect-type.ts';
import { safeFileName } from './file-name.ts';
import type { Upload } from './file-store.ts';
import type { FileKind } from './upload-rules.ts';

const MALFORMED = 'The upload could not be read (the form data is malformed or incomplete). Please try again.';

type FileFields = Record<string, { kind: FileKind; max: number }>;

export type MultipartBody<F extends FileFields> = {
  fields: Record<string, string>;
  files: { [K in keyof F]: Upload[] };
};

/**
 * Reads a multipart request: text fields, and the files of the named fields, each checked by content
 * for its kind. Anything larger than the upload limit has already been refused with 413 by the parser.
 */
export async function readMultipart<F extends FileFields>(
  request: FastifyRequest,
  fileFields: F,
): Promise<MultipartBody<F>> {
  if (!request.isMultipart()) throw badRequest('Send this request as multipart/form-data.', 'bad_multipart');
  const fields: Record<string, string> = {};
  const found = Object.fromEntries(Object.keys(fileFields).map((name) => [name, [] as Upload[]])) as {
    [K in keyof F]: Upload[];
  };
  try {
    for await (const part of request.parts()) {
      assertCleanText(part.fieldname, part.fieldname);
      if (part.type === 'field') {
        const value = String(part.value ?? '');
        assertCleanText(part.fieldname, value);
        fields[part.fieldname] = value;
        continue;
      }
      const rule = fileFields[part.fieldname];
      if (!rule) {
        await part.toBuffer(); // drain it so the stream goes on
        throw badRequest(`Unexpected file field "${part.fieldname}".`, 'bad_multipart');
      }
      const data = await part.toBuffer();
      if (data.length === 0) continue; // an empty file input
      const list = found[part.fieldname as keyof F];
      if (list.length >= rule.max) {
        throw badRequest(
          rule.max === 1 ? `Send one file in "${part.fieldname}".` : `Send at most ${rule.max} files.`,
          'too_many_parts',
        );
      }
      const { mimeType, ext } = await checkUploadType(rule.kind, data);
      list.push({ fileName: safeFileName(part.filename, ext), mimeType, data });
    }
  } catch (error) {
    // Our own answers and the parser's limits (413 with a code) go on; what is left is a body the parser could
    // not read: no or a wrong boundary, a cut-off part, garbage.
    if (error instanceof HttpError || (error as { statusCode?: unknown }).statusCode) throw error;
    request.log.info({ err: error }, 'unreadable multipart body');
    throw badRequest(MALFORMED, 'bad_multipart');
  }
  return { fields, files: found };
}
