import fastifyPlugin from 'fastify-plugin';
import { localizedPath, withoutLanguagePrefix } from 'shared-api/contract';
import { isPageRequest } from '../../ssr/page-routes.ts';
import { loadShellEntry } from '../../ssr/server-entries.ts';
import { LANGUAGE_COOKIE } from '../seo/site-identity.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const PARAM = 'lang';
const SWITCH_COOKIE = 'portal_lang_switch';
const SWITCH_SECONDS = 300;

/**
 * Where a page request with `?lang=` goes instead: a public page's URL in that language (`/jobs?lang=ne` →
 * `/ne/jobs`), any other page (a signed-in area) the same path, with the query without `lang`; always on this origin
 * (a path that starts with several slashes or a backslash is collapsed to one slash, so `//evil.example/` cannot
 * become a protocol-relative Location).
 */
export function languageSwitchTarget(
  url: string,
  isPublicPage: (path: string) => boolean = () => false,
): { language: 'en' | 'ne'; location: string } | null {
  const questionMark = url.indexOf('?');
  if (questionMark < 0) return null;
  const query = new URLSearchParams(url.slice(questionMark + 1));
  const language = query.get(PARAM);
  if (language !== 'en' && language !== 'ne') return null;
  query.delete(PARAM);
  const path = `/${url.slice(0, questionMark).replace(/^[/\\]+/, '')}`;
  const pathname = isPublicPage(path) ? localizedPath(withoutLanguagePrefix(path), language) : path;
  const rest = query.toString();
  return { language, location: rest ? `${pathname}?${rest}` : pathname };
}

/** Whether the shell's server build renders this path (a public page); false when there is no such build. */
async function publicPagePredicate(webRoot: string): Promise<(path: string) => boolean> {
  try {
    const shell = await loadShellEntry(webRoot);
    return (path) => shell.isServerRenderedPath(path);
  } catch {
    return () => false;
  }
}

/**
 * `GET /any/page?lang=en|ne` (links and bookmarks from before public pages had a URL per language): sets the
 * `portal_lang` cookie exactly as the browser writes it (shared-api `writeLanguageCookie`) and answers 303 to the
 * page in that language without the parameter. A second, short-lived cookie tells the page's scripts that this
 * choice is newer than the one their storage holds. API paths, files and any other value of `lang` are left alone.
 */
export const languageSwitch = fastifyPlugin<{ webRoot: string }>(
  async (app, { webRoot }) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.includes(`${PARAM}=`)) return;
      if (!isPageRequest(request.method, request.url.split('?')[0] ?? '/')) return;
      const target = languageSwitchTarget(request.url, await publicPagePredicate(webRoot));
      if (!target) return;
      return reply
        .header('Set-Cookie', [
          `${LANGUAGE_COOKIE}=${target.language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`,
          // Read once by the browser's language store: newer than a choice it has stored (shared-api language-cookie.ts).
          `${SWITCH_COOKIE}=${target.language}; Path=/; Max-Age=${SWITCH_SECONDS}; SameSite=Lax`,
        ])
        .header('Cache-Control', 'no-store')
        .redirect(target.location, 303);
    });
  },
  { name: 'language-switch' },
);
