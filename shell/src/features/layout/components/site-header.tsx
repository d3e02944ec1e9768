import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAuthPanel, useSession } from 'shared-api';
import { Button, LanguageToggle, useTranslation } from 'shared-ui';
import { MainNav } from './main-nav.tsx';
import { navLinksFor } from './nav-links.ts';

// Signed-in controls, loaded when a user is signed in: a guest downloads neither (issue 12).
const NotificationBell = lazy(() =>
  import('../../notifications/components/notification-bell.tsx').then((m) => ({ default: m.NotificationBell })),
);
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));

const NAV_ID = 'site-nav';

export function SiteHeader() {
  const { t } = useTranslation('shell');
  const user = useSession((state) => state.user);
  const openAuthPanel = useAuthPanel((state) => state.openAuthPanel);
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  return (
    <header className={user ? 'site-header' : 'site-header site-header-guest'}>
      <div className="container site-header-inner">
        <Link to="/" className="brand" data-testid="brand">
          <span className="brand-mark" aria-hidden="true">
            {t('app.shortName')}
          </span>
          <span className="brand-name">{t('app.name')}</span>
        </Link>
        <button
          type="button"
          className="btn btn-ghost menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={NAV_ID}
          data-testid="menu-toggle"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">☰</span>
          <span className="visually-hidden">{menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}</span>
        </button>
        <div className="header-actions">
          <LanguageToggle />
          {user ? (
            <Suspense fallback={null}>
              <NotificationBell />
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <>
              <Button variant="ghost" data-testid="header-login" onClick={() => openAuthPanel('login')}>
                {t('header.login')}
              </Button>
              <Button data-testid="header-signup" onClick={() => openAuthPanel('signup')}>
                {t('header.signup')}
              </Button>
            </>
          )}
        </div>
        <MainNav id={NAV_ID} links={navLinksFor(user?.role ?? null)} open={menuOpen} />
      </div>
    </header>
  );
}
