import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { files } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { isUuid } from './jobs-service.ts';

/** Public content only. Resumes and employer documents get their own protected routes. */
const PUBLIC_KINDS = ['attachment', 'logo'] as const;
/** Types a browser may show in the page; everything else downloads. SVG is not here: it can carry script. */
const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** `inline; filename="ascii fallback"; filename*=UTF-8''percent-encoded` (RFC 6266 / RFC 5987). */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const name = fileName.normalize('NFC').replace(/[\r\n]/g, ' ') || 'file';
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return ascii === name ? `${type}; filename="${ascii}"` : `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export const filesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/files/:id', { schema: { params: z.object({ id: z.string() }) } }, async (request, reply) => {
    const { id } = request.params;
    if (!isUuid(id)) throw notFound();
    const [file] = await ctx.db
      .select()
      .from(files)
      .where(and(eq(files.id, id), inArray(files.kind, [...PUBLIC_KINDS])));
    if (!file) throw notFound();
    const disposition = INLINE_TYPES.has(file.mimeType) ? 'inline' : 'attachment';
    return (
      reply
        .header('Content-Type', file.mimeType)
        .header('Content-Disposition', contentDisposition(disposition, file.fileName))
        .header('Content-Length', file.data.length)
        .header('X-Content-Type-Options', 'nosniff')
        // A new upload gets a new id, so a short public cache is safe; a deleted file disappears within minutes.
        .header('Cache-Control', 'public, max-age=300')
        .send(file.data)
    );
  });
};
