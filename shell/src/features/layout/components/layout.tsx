import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useDocumentTitle } from 'shared-ui';
import { LazyAuthPanel } from '../../auth/components/lazy-auth-panel.tsx';
import { BareBar } from './bare-bar.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

const BARE_PATHS = new Set(['/signup', '/admin/login']);

/**
 * Header, main landmark and footer around every page; header and footer hidden on bare pages, which keep a way
 * home and the language toggle at the top of their main area.
 */
export function Layout() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const chrome = !BARE_PATHS.has(pathname.replace(/\/+$/, '') || '/');
  // The portal's name; a page that sets its own title (useDocumentTitle) is shown before it.
  useDocumentTitle(t('app.name'), { base: true });
  return (
    <div className="app-shell">
      <ScrollToTop />
      <a href="#main" className="skip-link">
        {t('app.skipToContent')}
      </a>
      {chrome ? <SiteHeader /> : null}
      <main id="main" className="app-main" tabIndex={-1}>
        {chrome ? null : <BareBar />}
        <Outlet />
      </main>
      {chrome ? <SiteFooter /> : null}
      <LazyAuthPanel />
    </div>
  );
}
