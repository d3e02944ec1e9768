import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { displayName, type User, useSession } from 'shared-api';
import { avatarInitial, useLocalizedPath } from 'shared-ui';
import { userMenuFor } from '../lib/nav-links.ts';

/** What the sign-out buttons ask of the navigation home. */
type SignOutState = { signOut: 'here' | 'everywhere' };

/**
 * Disclosure button with the user's initial (and name from a tablet's width up; on a phone the name is in the
 * list only, so the header stays one row); the list closes on Escape, outside click and navigation.
 */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const location = useLocation();
  const { pathname } = location;
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const name = displayName(user);

  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // Signing out goes home first and ends the session once there: a page with unsaved edits holds that navigation
  // (stay, or leave without saving), and with it the sign-out.
  const logout = (everywhere: boolean) => {
    setOpen(false);
    const state: SignOutState = { signOut: everywhere ? 'everywhere' : 'here' };
    navigate(localize('/'), { state });
  };
  useEffect(() => {
    const signOut = (location.state as Partial<SignOutState> | null)?.signOut;
    if (!signOut) return;
    // The history entry forgets it: Back and Forward to it never sign out again.
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
    void useSession.getState().logout({ everywhere: signOut === 'everywhere' });
  }, [location, navigate]);

  return (
    <div className="user-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="btn btn-ghost"
        aria-expanded={open}
        aria-controls={listId}
        data-testid="user-menu-button"
        onClick={() => setOpen((value) => !value)}
      >
        <span className="user-avatar" aria-hidden="true">
          {avatarInitial(name)}
        </span>
        <span className="user-menu-button-name" aria-hidden="true">
          {name}
        </span>
        <span aria-hidden="true">▾</span>
        <span className="visually-hidden">{t('userMenu.label', { name })}</span>
      </button>
      <div id={listId} className="user-menu-list" hidden={!open}>
        <div className="user-menu-identity">
          <div data-testid="user-menu-name">{name}</div>
          <div className="email" data-testid="user-menu-email">
            {user.email}
          </div>
        </div>
        <ul>
          {userMenuFor(user.role).map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to} data-testid={entry.testId}>
                {t(entry.labelKey)}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" onClick={() => logout(false)} data-testid="logout-button">
              {t('userMenu.logout')}
            </button>
          </li>
          <li>
            <button type="button" onClick={() => logout(true)} data-testid="logout-all-button">
              {t('userMenu.logoutAll')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
