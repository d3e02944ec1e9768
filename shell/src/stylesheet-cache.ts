/** The cookie that tells the server this browser holds the shell's stylesheets (server `inline-styles.ts`). */
const STYLESHEET_COOKIE = 'portal_css';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * A first visit's page carries the shared stylesheets inline (its first paint needs nothing else). Once the page is
 * live and idle, this fetches their files into the browser's cache at the lowest priority and then sets the cookie
 * naming them, so the next pages link the cached files instead of re-sending them inline. Does nothing on a page that
 * linked them already.
 */
export function rememberInlinedStylesheets(): void {
  const styles = [...document.querySelectorAll<HTMLStyleElement>('style[data-href][data-css-key]')];
  const key = styles[0]?.dataset.cssKey;
  if (!key) return;
  const fetchAll = () =>
    Promise.all(
      styles.map(
        (style) =>
          new Promise<void>((resolve, reject) => {
            const link = document.createElement('link');
            link.rel = 'prefetch';
            link.as = 'style';
            // As the page's own stylesheet link asks for it, so the cached response serves that link.
            link.crossOrigin = '';
            link.href = style.dataset.href ?? '';
            link.onload = () => resolve();
            link.onerror = () => reject(new Error(`${link.href} did not load`));
            document.head.append(link);
          }),
      ),
    ).then(
      () => {
        // biome-ignore lint/suspicious/noDocumentCookie: one fixed name and value; the Cookie Store API is not in every browser the portal serves.
        document.cookie = `${STYLESHEET_COOKIE}=${encodeURIComponent(key)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
      },
      () => {
        // Not cached: the next page inlines them again.
      },
    );
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void fetchAll(), { timeout: 5000 });
  else setTimeout(() => void fetchAll(), 2000);
}
