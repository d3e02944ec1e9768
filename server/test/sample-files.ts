import { deflateRawSync } from 'node:zlib';
import type { TestContext } from './context.ts';

/** Small but real files, recognised by their content as a real parser would. */

export const pdfBytes = () =>
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');

export const pngBytes = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

export const jpegBytes = () =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0', 'latin1'), Buffer.alloc(64)]);

/** The header of an OLE compound file, the container of Word 97-2003 .doc files. */
export const docBytes = () =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);

function zipEntry(name: string, content: string): Buffer {
  const data = deflateRawSync(Buffer.from(content));
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(8, 8); // deflate
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(Buffer.byteLength(content), 22);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name), data]);
}

/** A minimal Office Open XML word-processing package (what file-type looks for in a .docx). */
export const docxBytes = () =>
  Buffer.concat([
    zipEntry(
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    zipEntry('word/document.xml', '<w:document/>'),
  ]);

/** Plain text, whatever name it is given. */
export const textBytes = () => Buffer.from('This is not a PDF at all, just text.\n');

type FilePart = { field: string; fileName: string; data: Buffer; contentType?: string };

/** A multipart/form-data body for `app.inject`, as a browser would send it. */
export function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sends a multipart/form-data request to the app as a signed-in user (`multipart` builds the body). */
export function sendMultipart(
  ctx: Pick<TestContext, 'app'>,
  request: { method: 'POST' | 'PUT'; url: string; token: string },
  fields: Record<string, string>,
  files: FilePart[] = [],
) {
  const body = multipart(fields, files);
  return ctx.app.inject({
    method: request.method,
    url: request.url,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${request.token}` },
  });
}
