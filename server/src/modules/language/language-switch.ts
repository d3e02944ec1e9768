import type { FastifyInstance } from 'fastify';
import { isPageRequest } from '../../ssr/page-routes.ts';
import { LANGUAGE_COOKIE } from '../seo/site-identity.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const PARAM = 'lang';
const SWITCH_COOKIE = 'portal_lang_switch';
const SWITCH_SECONDS = 300;

/**
 * Where a page request with `?lang=` goes instead: the same path and query without `lang`, always on this
 * origin (a path that starts with several slashes or a backslash is collapsed to one slash, so `//evil.example/`
 * cannot become a protocol-relative Location).
 */
export function languageSwitchTarget(url: string): { language: 'en' | 'ne'; location: string } | null {
  const questionMark = url.indexOf('?');
  if (questionMark < 0) return null;
  const query = new URLSearchParams(url.slice(questionMark + 1));
  const language = query.get(PARAM);
  if (language !== 'en' && language !== 'ne') return null;
  query.delete(PARAM);
  const pathname = `/${url.slice(0, questionMark).replace(/^[/\\]+/, '')}`;
  const rest = query.toString();
  return { language, location: rest ? `${pathname}?${rest}` : pathname };
}

/**
 * `GET /any/page?lang=en|ne` (the header's language toggle before the page's scripts have run, or with none):
 * sets the `portal_lang` cookie exactly as the browser writes it (shared-api `writeLanguageCookie`) and answers
 * 303 to the same page without the parameter, which the server then renders in that language. A second,
 * short-lived cookie tells the page's scripts that this choice is newer than the one their storage holds. API
 * paths, files and any other value of `lang` are left alone.
 */
export function registerLanguageSwitch(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.includes(`${PARAM}=`)) return;
    if (!isPageRequest(request.method, request.url.split('?')[0] ?? '/')) return;
    const target = languageSwitchTarget(request.url);
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
}
