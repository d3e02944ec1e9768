import { lazy, type MouseEvent, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { localizedPath, pageLanguageOfPath, useAuthPanel, useSession, withoutLanguagePrefix } from 'shared-api';
import { Button, LanguageToggle, PopoverToggle, QueryFields } from 'shared-ui';
import { isServerRenderedPath } from '../../../ssr/server-rendered-paths.ts';
import { navLinksFor } from '../lib/nav-links.ts';
import { BrandLink } from './brand-link.tsx';
import { MainNav } from './main-nav.tsx';

// Signed-in controls, loaded when a user is signed in: a guest downloads neither (docs/decisions/javascript-budget.md).
const NotificationBell = lazy(() =>
  import('../../notifications/components/notification-bell.tsx').then((m) => ({ default: m.NotificationBell })),
);
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));

const NAV_ID = 'site-nav';
/** The fragment a Login tapped before hydration leaves on the page: the panel opens once the page is live. */
const LOGIN_HASH = '#login';

export function SiteHeader() {
  const { t } = useTranslation('shell');
  const user = useSession((state) => state.user);
  const openAuthPanel = useAuthPanel((state) => state.openAuthPanel);
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuToggle = useRef<HTMLButtonElement>(null);
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  // Escape closes the open menu and puts focus back on its button, as a dialog would.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setMenuOpen(false);
      menuToggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);
  // A menu opened natively before hydration gives way to the in-flow one the button toggles from now on.
  useEffect(() => {
    try {
      document.getElementById(NAV_ID)?.hidePopover?.();
    } catch {
      // not open: nothing to close
    }
  }, []);
  // Login tapped before hydration reloaded this page with #login: open the panel now, and drop the fragment.
  useEffect(() => {
    if (hash !== LOGIN_HASH || user) return;
    openAuthPanel('login');
    void navigate({ pathname, search }, { replace: true });
  }, [hash, user, pathname, search, openAuthPanel, navigate]);
  // A public page has a URL per language: the toggle leads to this page's other one.
  const otherLanguageUrl = isServerRenderedPath(pathname)
    ? `${localizedPath(withoutLanguagePrefix(pathname), pageLanguageOfPath(pathname) === 'en' ? 'ne' : 'en')}${search}`
    : undefined;
  const openPanel = (tab: 'login' | 'signup') => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    openAuthPanel(tab);
  };

  return (
    <header className={user ? 'site-header' : 'site-header site-header-guest'}>
      <div className="container site-header-inner">
        <BrandLink name={t('app.name')} testId="brand" />
        <PopoverToggle
          ref={menuToggle}
          variant="ghost"
          className="menu-toggle"
          aria-controls={NAV_ID}
          data-testid="menu-toggle"
          popoverId={NAV_ID}
          expanded={menuOpen}
          onToggle={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">☰</span>
          <span className="visually-hidden">{menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}</span>
        </PopoverToggle>
        <div className="header-actions">
          <LanguageToggle otherLanguageUrl={otherLanguageUrl} />
          {user ? (
            <Suspense fallback={null}>
              <NotificationBell />
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <>
              {/* Before hydration: Login reloads this page with #login (the panel opens once it is live), Sign up
                  goes to the /signup page. Hydrated, both open the auth panel. */}
              <form method="get" action={`${pathname}${LOGIN_HASH}`} className="header-auth-form">
                <QueryFields search={search} />
                <Button type="submit" variant="ghost" data-testid="header-login" onClick={openPanel('login')}>
                  {t('header.login')}
                </Button>
              </form>
              <form method="get" action="/signup" className="header-auth-form">
                <Button type="submit" data-testid="header-signup" onClick={openPanel('signup')}>
                  {t('header.signup')}
                </Button>
              </form>
            </>
          )}
        </div>
        <MainNav id={NAV_ID} links={navLinksFor(user?.role ?? null)} open={menuOpen} />
      </div>
    </header>
  );
}
