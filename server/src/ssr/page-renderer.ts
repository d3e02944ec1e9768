import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageLanguageOfPath, withoutLanguagePrefix } from 'shared-api/contract';
import type { AppContext } from '../app-context.ts';
import { jobs } from '../db/schema.ts';
import { isUuid } from '../http/is-uuid.ts';
import { employerPageHead } from '../modules/employer-page/employer-page-head.ts';
import { findPublicEmployer } from '../modules/employer-page/employer-page-service.ts';
import { selectJobs, toJob } from '../modules/jobs/job-serializer.ts';
import { jobPageHead } from '../modules/seo/job-page-head.ts';
import { isPublicPagePath, notFoundPageHead, publicPageHead } from '../modules/seo/public-page-head.ts';
import type { PageLanguage } from '../modules/seo/site-identity.ts';
import type { RemotesManifest } from '../static/remotes-manifest.ts';
import { injectFetch, visitorAddress } from './inject-fetch.ts';
import { hasStylesheets, inlineStylesheets, stylesheetKey } from './inline-styles.ts';
import type { RenderedPage } from './page-cache.ts';
import { composePage } from './page-html.ts';
import { publicSiteBuildDir, publicSitePreloads } from './public-site-build.ts';
import {
  fileVersion,
  loadPublicSiteEntry,
  loadShellEntry,
  publicSiteEntryFile,
  SsrUnavailable,
  shellEntryFile,
} from './server-entries.ts';

export const DEFAULT_SSR_TIMEOUT_MS = 1500;
const JOB_PATH = /^\/jobs\/([^/]+)$/;
const EMPLOYER_PATH = /^\/employers\/([^/]+)$/;

class SsrTimeout extends Error {
  override readonly name = 'SsrTimeout';
}

/** Runs `work` with a signal that aborts after `ms`; rejects at that moment even if `work` ignores the signal. */
async function withTimeout<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new SsrTimeout(`took longer than ${ms} ms`)), ms);
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
  });
  try {
    return await Promise.race([work(controller.signal), aborted]);
  } finally {
    clearTimeout(timer);
  }
}

const reasonOf = (error: unknown) =>
  error instanceof SsrUnavailable || error instanceof SsrTimeout
    ? error.message
    : `the server build failed: ${error instanceof Error ? error.message : String(error)}`;

/**
 * Page HTML for every page path (server README, "Server-side rendering"): a public page is rendered with the
 * shell's server build and the live public-site build; anything else, and any page whose rendering fails or
 * takes too long, gets the shell's index.html for the browser to render (logged with the reason, never a 500).
 * Public pages get their head tags (seo module) either way.
 */
export function createPageRenderer(app: FastifyInstance, ctx: AppContext, remotesManifest: () => RemotesManifest) {
  const { config } = ctx;
  const timeoutMs = config.ssrTimeoutMs ?? DEFAULT_SSR_TIMEOUT_MS;
  const apiFetch = injectFetch(app);
  const shellAssets = join(config.webRoot, 'shell', 'dist', 'assets');

  /** Head tags of a public page, and whether it is known to be missing; null for the signed-in areas. */
  async function headOf(
    path: string,
    lang: PageLanguage,
    search: string,
  ): Promise<{ head: string; missing: boolean } | null> {
    const { publicUrl } = config;
    const jobId = JOB_PATH.exec(path)?.[1];
    if (jobId) {
      const [row] = isUuid(jobId) ? await selectJobs(ctx.db).where(eq(jobs.id, jobId)) : [];
      if (!row) return { head: notFoundPageHead({ lang, publicUrl }), missing: true };
      const head = jobPageHead({ job: toJob(row), row, publicUrl, province: config.seedProvince, lang });
      return { head, missing: false };
    }
    const employerId = EMPLOYER_PATH.exec(path)?.[1];
    if (employerId) {
      const employer = await findPublicEmployer(ctx.db, employerId.toLowerCase());
      if (!employer) return { head: notFoundPageHead({ lang, publicUrl }), missing: true };
      return { head: employerPageHead(employer, lang, publicUrl), missing: false };
    }
    if (isPublicPagePath(path)) {
      const keyword = new URLSearchParams(search).get('q')?.trim() || undefined;
      return { head: publicPageHead({ path, lang, publicUrl, keyword, search }), missing: false };
    }
    return null;
  }

  async function renderOnServer(
    request: FastifyRequest,
    url: string,
    path: string,
    lang: PageLanguage,
    signal: AbortSignal,
  ) {
    const shell = await loadShellEntry(config.webRoot);
    if (!shell.isServerRenderedPath(path)) return null;
    const remotes = remotesManifest();
    const entry = remotes.remotes.public_site;
    const dir = publicSiteBuildDir(entry, config);
    if (!dir) throw new SsrUnavailable(`public_site is loaded from ${entry}, not a build on this server`);
    const publicSite = await loadPublicSiteEntry(dir);
    const rendered = await visitorAddress.run(request.ip, () =>
      shell.renderPage({
        url,
        language: lang,
        publicSite,
        remotes,
        cookies: request.headers.cookie,
        fetch: apiFetch,
        signal,
      }),
    );
    return { rendered, preloads: publicSitePreloads(entry, dir) };
  }

  /** Loads the server builds ahead of the first visitor (importing them takes a while on a cold start). */
  async function warmUp(): Promise<void> {
    await loadShellEntry(config.webRoot);
    const dir = publicSiteBuildDir(remotesManifest().remotes.public_site, config);
    if (dir) await loadPublicSiteEntry(dir);
  }

  /**
   * What the page's HTML is made from besides the data: the shell's index.html (its version), the shell's server build
   * and the live public-site build. A deploy of either, or a rebuild in place, changes it (a few stat calls).
   */
  function buildVersion(templateVersion: string): string {
    const entry = remotesManifest().remotes.public_site;
    const dir = publicSiteBuildDir(entry, config);
    const shell = fileVersion(shellEntryFile(config.webRoot));
    return `${templateVersion}|${shell}|${entry}|${dir ? fileVersion(publicSiteEntryFile(dir)) : null}`;
  }

  /**
   * The page at `url` (path and query; the path's language prefix picks the language): rendered on the server when it
   * is public, else the shell for the browser to render. Only a page rendered on the server is cacheable.
   */
  async function renderPage(request: FastifyRequest, url: string, template: string): Promise<RenderedPage> {
    const pathname = (url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1');
    const lang = pageLanguageOfPath(pathname);
    // The head's own lookup (a job page's row) runs beside the render, not before it: neither waits for the other.
    const headTags = headOf(withoutLanguagePrefix(pathname), lang, url.split('?')[1] ?? '');
    headTags.catch(() => {}); // awaited below whatever the render does; its failure is thrown there
    const languageReturn = pathname === '/';
    let result: Awaited<ReturnType<typeof renderOnServer>> = null;
    try {
      result = await withTimeout(timeoutMs, (signal) => renderOnServer(request, url, pathname, lang, signal));
    } catch (error) {
      request.log.warn(
        { url: request.url, reason: reasonOf(error) },
        'page not rendered on the server; the browser renders it',
      );
    }
    const known = await headTags;
    if (result) {
      const { rendered, preloads } = result;
      if (rendered.undeclared?.length) {
        request.log.warn(
          { url: request.url, queries: rendered.undeclared },
          'page rendered more than once: its route does not declare these queries (public-site app.tsx)',
        );
      }
      const head =
        rendered.status === 404 ? notFoundPageHead({ lang, publicUrl: config.publicUrl }) : (known?.head ?? null);
      return {
        status: rendered.status,
        html: composePage(
          hasStylesheets(request.headers.cookie, stylesheetKey(template))
            ? template
            : inlineStylesheets(template, shellAssets),
          {
            lang,
            head,
            preloads,
            root: { html: rendered.html, dataScript: rendered.dataScript },
            languageReturn,
          },
        ),
        cacheable: true,
      };
    }
    return {
      status: known?.missing ? 404 : 200,
      html: composePage(template, { lang, head: known?.head ?? null, languageReturn }),
      cacheable: false,
    };
  }

  return { renderPage, buildVersion, warmUp };
}
