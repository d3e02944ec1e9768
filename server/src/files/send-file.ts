import type { FastifyReply } from 'fastify';
import { servedFileName } from './file-name.ts';

type StoredFile = { fileName: string; mimeType: string; data: Buffer };

/** Types a browser may show in the page; everything else downloads. SVG is never stored (it can carry script). */
const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** `inline; filename="ascii fallback"; filename*=UTF-8''percent-encoded` (RFC 6266 / RFC 5987). */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const name = fileName.normalize('NFC').replace(/[\r\n]/g, ' ') || 'file';
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return ascii === name ? `${type}; filename="${ascii}"` : `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Sends a stored file under the server-chosen name. Public files (logos, attachments) may be cached
 * briefly; private ones (resumes, documents) never, and always download.
 */
export function sendStoredFile(reply: FastifyReply, file: StoredFile, access: 'public' | 'private') {
  const disposition = access === 'public' && INLINE_TYPES.has(file.mimeType) ? 'inline' : 'attachment';
  return reply
    .header('Content-Type', file.mimeType)
    .header('Content-Disposition', contentDisposition(disposition, servedFileName(file.fileName, file.mimeType)))
    .header('Content-Length', file.data.length)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', access === 'public' ? 'public, max-age=300' : 'private, no-store')
    .send(file.data);
}
