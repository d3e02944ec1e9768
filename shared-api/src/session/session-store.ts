import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { configureApi } from '../client/api-config.ts';
import { call } from '../client/call.ts';
import type { LoginBody } from '../contract/auth.ts';
import { toUser } from '../contract/user-view.ts';
import type { User, WireUser } from '../contract/users.ts';
import { authContract } from '../contract-refs.ts';
import { useAuthPanel } from './auth-panel-store.ts';
import { queryClient } from './query-client.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

export type SessionState = {
  user: User | null;
  token: string | null;
  /** True until the stored session has been checked (spec section 4). */
  loading: boolean;
  /**
   * The page this tab was on when its session was ended on purpose (logout here or in another tab): that page
   * then goes home without asking for a login or remembering itself for the next user of the computer.
   */
  loggedOutFrom: string | null;

  init: () => Promise<void>;
  login: (body: LoginBody) => Promise<User>;
  /**
   * Logout: ends the session here at once (stored session, state, the react-query cache) and on the server;
   * `everywhere` ends every session of the user on every device.
   */
  logout: (options?: { everywhere?: boolean }) => Promise<void>;
  /**
   * Ends the session in this tab only (the server already refused it, or another tab logged out); with
   * `loggedOutFrom`, in the same state change, so the shared storage gets one write, never the token again.
   */
  clearSession: (loggedOutFrom?: string | null) => void;
  /** Replaces the stored user with what a profile operation returned. */
  setUser: (user: User | WireUser) => void;
  setToken: (token: string) => void;
};

type StoredSession = Pick<SessionState, 'token' | 'user'>;

function normalise(user: User | WireUser): User {
  return 'profile' in user ? user : toUser(user);
}

const currentPath = (): string | null =>
  globalThis.location ? `${globalThis.location.pathname}${globalThis.location.search}` : null;

/** The session as another tab (or a test) left it in storage. */
function storedSession(): StoredSession | null {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEYS.session);
    const parsed = raw ? (JSON.parse(raw) as { state?: Partial<StoredSession> }) : null;
    return parsed?.state ? { token: parsed.state.token ?? null, user: parsed.state.user ?? null } : null;
  } catch {
    return null;
  }
}

/** Auth state only: who is logged in, with which token. Persisted (token and user) under `portal.session`. */
export const useSession = create<SessionState>()(
  persist(
    (set, get) => ({
      user: null,
      token: null,
      loading: false,
      loggedOutFrom: null,

      async init() {
        if (!get().token) {
          set({ user: null, loading: false });
          return;
        }
        set({ loading: true });
        try {
          get().setUser(await call(authContract.me));
        } catch {
          get().clearSession();
        } finally {
          set({ loading: false });
        }
      },

      async login(body) {
        const result = await call(authContract.login, { body });
        // Nothing cached before this login (another user's pages, anonymous views) may show in this session.
        queryClient.clear();
        get().setToken(result.token);
        const user = toUser(result.user);
        get().setUser(user);
        return user;
      },

      async logout({ everywhere = false } = {}) {
        const { token } = get();
        // Cleared before the server is asked, so a slow network never leaves this user's data on screen.
        get().clearSession(currentPath());
        if (!token) return;
        try {
          await call(everywhere ? authContract.logoutAll : authContract.logout, { token });
        } catch (error) {
          // Offline or already ended: the token is gone from this browser either way and expires on the server.
          console.warn('Logout could not reach the server', error);
        }
      },

      clearSession(loggedOutFrom) {
        // Before the state change re-renders anything: no frame may show the previous user's cached data.
        queryClient.clear();
        // One state change: a separate one that kept the token (say, setting loggedOutFrom first) would write the
        // token back into the storage other tabs read, and they would take the ended session up again.
        set(loggedOutFrom === undefined ? { user: null, token: null } : { user: null, token: null, loggedOutFrom });
        useAuthPanel.getState().setReturnTo(null);
      },

      setUser(user) {
        set({ user: normalise(user) });
      },

      setToken(token) {
        set({ token, loggedOutFrom: null });
      },
    }),
    {
      name: STORAGE_KEYS.session,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, user }): StoredSession => ({ token, user }),
      // A stored token is checked by init() before anything protected renders.
      merge: (persisted, current) => {
        const stored = persisted as Partial<StoredSession> | undefined;
        const token = stored?.token ?? null;
        return { ...current, token, user: token ? (stored?.user ?? null) : null, loading: token !== null };
      },
    },
  ),
);

/**
 * Other tabs of this browser share the stored session: when one logs out, this one ends its session too (and
 * drops its cache); when one logs in as somebody else, this one drops its cache and loads that session.
 */
function followOtherTabs(event: StorageEvent): void {
  if (event.key !== STORAGE_KEYS.session && event.key !== null) return;
  const stored = storedSession()?.token ?? null;
  const { token, clearSession, init } = useSession.getState();
  if (stored === token) return;
  if (stored === null) {
    clearSession(currentPath());
    return;
  }
  queryClient.clear();
  useSession.setState({ token: stored, user: null });
  void init();
}

let started = false;

/**
 * Wires the session into the page once (the shell's main.tsx, the standalone harness, tests): the API client's
 * token and 401 handling, following other tabs; then checks the stored session (init).
 */
export function initSession(): Promise<void> {
  if (!started) {
    started = true;
    configureApi({
      getToken: () => useSession.getState().token,
      // Password changed elsewhere, account deactivated, token expired: end the session here too
      // and offer the login panel, coming back to this page afterwards.
      onSessionEnded: () => {
        const { user, loading, clearSession } = useSession.getState();
        // At start-up a stale stored session is simply cleared by init(), without popping the panel.
        if (!user || loading) {
          queryClient.clear();
          return;
        }
        const here = currentPath();
        clearSession();
        useAuthPanel.getState().setReturnTo(here);
        useAuthPanel.getState().openAuthPanel('login');
      },
    });
    globalThis.addEventListener?.('storage', followOtherTabs);
  }
  return useSession.getState().init();
}

/** Where a user lands after logging in (spec section 2): a saved return location, else by role. */
export function postLoginPath(user: User, returnTo: string | null): string {
  if (returnTo) return returnTo;
  if (user.role === 'job_seeker') return '/jobs';
  return `/${user.role}/dashboard`;
}
