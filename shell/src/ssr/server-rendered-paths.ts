import { remoteForPath } from '../federation/remote-for-path.ts';

/** The shell's own pages (app.tsx): rendered in the browser only. */
const SHELL_PAGES = new Set([
  '/signup',
  '/please-verify',
  '/verify-email',
  '/forgot-password',
  '/reset-password',
  '/admin/login',
  '/change-password',
  '/settings',
]);

/** Whether the server renders this path: the public site's pages (its 404 included), not the signed-in areas. */
export function isServerRenderedPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return !SHELL_PAGES.has(path) && remoteForPath(path).name === 'public_site';
}
