import { z } from 'zod';
import { create } from 'zustand';
import { api } from '../client/api.ts';
import { configureApi } from '../client/api-config.ts';
import { authContract, type LoginBody } from '../contract/auth.ts';
import type { SignupRole } from '../contract/common.ts';
import { toUser, type User, type WireUser } from '../contract/users.ts';
import { queryClient } from './query-client.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

export type Language = 'en' | 'ne';
export type AuthTab = 'login' | 'signup';

export type AuthPanelState = { open: boolean; tab: AuthTab; role: SignupRole };

export type SessionState = {
  user: User | null;
  token: string | null;
  /** True until the stored session has been checked (spec section 4). */
  loading: boolean;
  appliedJobIds: ReadonlySet<string>;
  savedJobIds: ReadonlySet<string>;
  language: Language;
  authPanel: AuthPanelState;
  /** Where to go after the next login (a protected page the user was sent away from). */
  returnTo: string | null;
  /**
   * The page this tab was on when its session was ended on purpose (logout here or in another tab): that page
   * then goes home without asking for a login or remembering itself for the next user of the computer.
   */
  loggedOutFrom: string | null;

  init: () => Promise<void>;
  login: (body: LoginBody) => Promise<User>;
  /**
   * Logout: ends the session here at once (stored keys, state, the react-query cache) and on the server;
   * `everywhere` ends every session of the user on every device.
   */
  logout: (options?: { everywhere?: boolean }) => Promise<void>;
  /** Ends the session in this tab only (the server already refused it, or another tab logged out). */
  clearSession: () => void;
  /** Replaces the stored user with what a profile operation returned. */
  setUser: (user: User | WireUser) => void;
  setToken: (token: string) => void;
  setLanguage: (language: Language) => void;
  openAuthPanel: (tab?: AuthTab, role?: SignupRole) => void;
  closeAuthPanel: () => void;
  setAuthPanel: (patch: Partial<Omit<AuthPanelState, 'open'>>) => void;
  setReturnTo: (path: string | null) => void;
  markApplied: (jobId: string) => void;
  setSaved: (jobId: string, saved: boolean) => void;
};

const storage = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string | null): void {
    try {
      if (value === null) globalThis.localStorage?.removeItem(key);
      else globalThis.localStorage?.setItem(key, value);
    } catch {
      // storage full or blocked: the session still works for this tab
    }
  },
};

function storedUser(): User | null {
  const raw = storage.get(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as User;
  } catch {
    return null;
  }
}

function normalise(user: User | WireUser): User {
  return 'profile' in user ? user : toUser(user);
}

const idList = z.array(z.object({ jobId: z.string().optional(), id: z.string().optional() }).loose());

/** Job ids of a seeker's applications or saved jobs; a failure is logged and gives an empty set. */
async function loadJobIds(path: string, pick: (row: { jobId?: string; id?: string }) => string | undefined) {
  try {
    const rows = (await api(path, { schema: idList })) ?? [];
    return new Set(rows.map(pick).filter((id): id is string => Boolean(id)));
  } catch (error) {
    console.warn(`Could not load ${path}`, error);
    return new Set<string>();
  }
}

const currentPath = (): string | null =>
  globalThis.location ? `${globalThis.location.pathname}${globalThis.location.search}` : null;

const initialLanguage = (): Language => (storage.get(STORAGE_KEYS.language) === 'ne' ? 'ne' : 'en');
const closedPanel: AuthPanelState = { open: false, tab: 'login', role: 'job_seeker' };

export const useSession = create<SessionState>()((set, get) => ({
  user: storedUser(),
  token: storage.get(STORAGE_KEYS.token),
  loading: storage.get(STORAGE_KEYS.token) !== null,
  appliedJobIds: new Set(),
  savedJobIds: new Set(),
  language: initialLanguage(),
  authPanel: closedPanel,
  returnTo: null,
  loggedOutFrom: null,

  async init() {
    if (!get().token) {
      set({ user: null, loading: false });
      storage.set(STORAGE_KEYS.user, null);
      return;
    }
    set({ loading: true });
    try {
      const wire = await api(authContract.me.path, { schema: authContract.me.response });
      if (!wire) throw new Error('No user');
      const user = toUser(wire);
      get().setUser(user);
      if (user.role === 'job_seeker') {
        const [applied, saved] = await Promise.all([
          loadJobIds('/seekers/me/applications', (row) => row.jobId),
          loadJobIds('/seekers/me/saved-jobs', (row) => row.id),
        ]);
        set({ appliedJobIds: applied, savedJobIds: saved });
      }
    } catch {
      get().clearSession();
    } finally {
      set({ loading: false });
    }
  },

  async login(body) {
    const result = await api(authContract.login.path, {
      method: 'POST',
      body,
      schema: authContract.login.response,
    });
    if (!result) throw new Error('Login failed. Please check your credentials.');
    // Nothing cached before this login (another user's pages, anonymous views) may show in this session.
    queryClient.clear();
    get().setToken(result.token);
    const user = toUser(result.user);
    get().setUser(user);
    set({ appliedJobIds: new Set(), savedJobIds: new Set() });
    if (user.role === 'job_seeker') {
      const [applied, saved] = await Promise.all([
        loadJobIds('/seekers/me/applications', (row) => row.jobId),
        loadJobIds('/seekers/me/saved-jobs', (row) => row.id),
      ]);
      set({ appliedJobIds: applied, savedJobIds: saved });
    }
    return user;
  },

  async logout({ everywhere = false } = {}) {
    const { token } = get();
    set({ loggedOutFrom: currentPath() });
    // Cleared before the server is asked, so a slow network never leaves this user's data on screen.
    get().clearSession();
    if (!token) return;
    const { path } = everywhere ? authContract.logoutAll : authContract.logout;
    try {
      await api(path, { method: 'POST', token });
    } catch (error) {
      // Offline or already ended: the token is gone from this browser either way and expires on the server.
      console.warn('Logout could not reach the server', error);
    }
  },

  clearSession() {
    storage.set(STORAGE_KEYS.token, null);
    storage.set(STORAGE_KEYS.user, null);
    // Before the state change re-renders anything: no frame may show the previous user's cached data.
    queryClient.clear();
    set({ user: null, token: null, appliedJobIds: new Set(), savedJobIds: new Set(), returnTo: null });
  },

  setUser(user) {
    const next = normalise(user);
    storage.set(STORAGE_KEYS.user, JSON.stringify(next));
    set({ user: next });
  },

  setToken(token) {
    storage.set(STORAGE_KEYS.token, token);
    set({ token, loggedOutFrom: null });
  },

  setLanguage(language) {
    storage.set(STORAGE_KEYS.language, language);
    set({ language });
  },

  openAuthPanel(tab = 'login', role) {
    set((state) => ({ authPanel: { open: true, tab, role: role ?? state.authPanel.role } }));
  },

  closeAuthPanel() {
    set((state) => ({ authPanel: { ...state.authPanel, open: false } }));
  },

  setAuthPanel(patch) {
    set((state) => ({ authPanel: { ...state.authPanel, ...patch } }));
  },

  setReturnTo(returnTo) {
    set({ returnTo });
  },

  markApplied(jobId) {
    set((state) => ({ appliedJobIds: new Set(state.appliedJobIds).add(jobId) }));
  },

  setSaved(jobId, saved) {
    set((state) => {
      const next = new Set(state.savedJobIds);
      if (saved) next.add(jobId);
      else next.delete(jobId);
      return { savedJobIds: next };
    });
  },
}));

configureApi({
  getToken: () => useSession.getState().token,
  // Password changed elsewhere, account deactivated, token expired: end the session here too
  // and offer the login panel, coming back to this page afterwards.
  onSessionEnded: () => {
    const { user, loading, clearSession, setReturnTo, openAuthPanel } = useSession.getState();
    // At start-up a stale stored session is simply cleared by init(), without popping the panel.
    if (!user || loading) {
      queryClient.clear();
      return;
    }
    const here = currentPath();
    clearSession();
    setReturnTo(here);
    openAuthPanel('login');
  },
});

/**
 * Other tabs of this browser share the stored token: when one logs out, this one ends its session too (and
 * drops its cache); when one logs in as somebody else, this one drops its cache and loads that session.
 */
function followOtherTabs(event: StorageEvent): void {
  if (event.key !== STORAGE_KEYS.token && event.key !== null) return;
  const stored = storage.get(STORAGE_KEYS.token);
  const { token, clearSession, init } = useSession.getState();
  if (stored === token) return;
  if (stored === null) {
    useSession.setState({ loggedOutFrom: currentPath() });
    clearSession();
    return;
  }
  queryClient.clear();
  useSession.setState({ token: stored, user: null, appliedJobIds: new Set(), savedJobIds: new Set() });
  void init();
}
globalThis.addEventListener?.('storage', followOtherTabs);

/** Where a user lands after logging in (spec section 2): a saved return location, else by role. */
export function postLoginPath(user: User, returnTo: string | null): string {
  if (returnTo) return returnTo;
  if (user.role === 'job_seeker') return '/jobs';
  return `/${user.role}/dashboard`;
}
