// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../client/api.ts';
import { configureApi } from '../client/api-config.ts';
import { toUser } from '../contract/user-view.ts';
import { startTestServer } from '../testing/test-server.ts';
import { wireUser } from '../testing/wire-user.ts';
import { useAuthPanel } from './auth-panel-store.ts';
import { useLanguageStore } from './language-store.ts';
import { queryClient } from './query-client.ts';
import { initSession, postLoginPath, useSession } from './session-store.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;

/** The session as persisted under portal.session (what another tab reads). */
const stored = (): { token?: string | null; user?: { email?: string } | null } =>
  JSON.parse(localStorage.getItem(STORAGE_KEYS.session) ?? '{}').state ?? {};
/** What another tab's login or logout writes. */
const writeStored = (token: string | null) =>
  localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ state: { token, user: null }, version: 0 }));
const seen: string[] = [];

const seeker = wireUser('job_seeker', { fullName: 'Sita Gurung' });

function route(routes: Record<string, [number, unknown]>) {
  server.handle((req, _body, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    if (req.method === 'OPTIONS') {
      // happy-dom enforces CORS like a browser: answer the preflight
      res.statusCode = 204;
      res.end();
      return;
    }
    seen.push(`${req.method} ${req.url} ${req.headers.authorization ?? '-'}`);
    const [status, body] = routes[`${req.method} ${req.url}`] ?? [404, { message: 'Not found.' }];
    res.statusCode = status;
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(body));
  });
}

beforeAll(async () => {
  server = await startTestServer();
  await initSession();
});
afterAll(() => server.close());
beforeEach(() => {
  seen.length = 0;
  localStorage.clear();
  useSession.setState({
    user: null,
    token: null,
    loading: false,
    loggedOutFrom: null,
  });
  useAuthPanel.setState({ open: false, tab: 'login', role: 'job_seeker', returnTo: null });
  configureApi({ baseUrl: server.url });
});

describe('session store', () => {
  it('loads the user (and nothing else: job ids are queries) when a token is stored', async () => {
    route({ 'GET /users/me': [200, seeker] });
    useSession.getState().setToken('tok');
    await useSession.getState().init();
    const state = useSession.getState();
    expect(state.loading).toBe(false);
    expect(state.user?.role).toBe('job_seeker');
    expect(state.user?.profile).toMatchObject({ fullName: 'Sita Gurung', skills: [] });
    expect(seen).toEqual(['GET /users/me Bearer tok']);
    expect(stored()).toMatchObject({ token: 'tok', user: { email: 'sita@example.com' } });
  });

  it('clears token and user when the current-user fetch fails', async () => {
    route({ 'GET /users/me': [401, { message: 'Your session has expired. Please log in again.' }] });
    useSession.getState().setToken('stale');
    await useSession.getState().init();
    const state = useSession.getState();
    expect(state.user).toBeNull();
    expect(state.token).toBeNull();
    expect(state.loading).toBe(false);
    expect(stored()).toEqual({ token: null, user: null });
  });

  it('does not call the server without a token', async () => {
    route({});
    await useSession.getState().init();
    expect(seen).toEqual([]);
    expect(useSession.getState().loading).toBe(false);
  });

  it('logs in, stores the token, and logs out clearing the stored session', async () => {
    route({
      'POST /auth/login': [200, { user: { ...seeker, role: 'employer', companyName: 'Himal Tech' }, token: 't2' }],
    });
    const user = await useSession.getState().login({ email: 'a@b.co', password: 'secret1', role: 'employer' });
    expect(user.role).toBe('employer');
    expect(stored().token).toBe('t2');
    await useSession.getState().logout();
    const state = useSession.getState();
    expect(state.user).toBeNull();
    expect(state.token).toBeNull();
    expect(stored()).toEqual({ token: null, user: null });
  });

  it('logout ends the session on the server with the token it just cleared, and empties the query cache', async () => {
    route({ 'GET /users/me': [200, seeker], 'POST /auth/logout': [204, null], 'POST /auth/logout-all': [204, null] });
    for (const [everywhere, path] of [
      [false, '/auth/logout'],
      [true, '/auth/logout-all'],
    ] as const) {
      seen.length = 0;
      useSession.getState().setToken('tok');
      await useSession.getState().init();
      queryClient.setQueryData(['seeker', 'profile'], { fullName: 'Sita Gurung' });
      const pending = useSession.getState().logout({ everywhere });
      // Cleared at once, before the server answers: nothing of this user is left to render.
      expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
      expect(useSession.getState().user).toBeNull();
      await pending;
      expect(seen).toContain(`POST ${path} Bearer tok`);
      expect(stored().token).toBeNull();
      // The page it happened on goes home quietly; the next login forgets it.
      expect(useSession.getState().loggedOutFrom).toBe(`${location.pathname}${location.search}`);
    }
    useSession.getState().setToken('next');
    expect(useSession.getState().loggedOutFrom).toBeNull();
  });

  it('logout still ends the session here when the server cannot be reached', async () => {
    route({ 'GET /users/me': [200, seeker], 'POST /auth/logout': [500, { message: 'Internal server error.' }] });
    useSession.getState().setToken('tok');
    await useSession.getState().init();
    await useSession.getState().logout();
    expect(useSession.getState().token).toBeNull();
  });

  it('a 401 empties the query cache too', async () => {
    route({
      'GET /users/me': [200, seeker],
      'GET /seekers/me/saved-jobs': [401, { message: 'Your session has expired.' }],
    });
    useSession.getState().setToken('tok');
    await useSession.getState().init();
    queryClient.setQueryData(['seeker', 'applications'], [{ id: 'a1' }]);
    await expect(api('/seekers/me/saved-jobs')).rejects.toThrow();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('follows another tab: its logout ends this session and cache; its login loads that session', async () => {
    route({ 'GET /users/me': [200, seeker] });
    useSession.getState().setToken('tok');
    await useSession.getState().init();
    queryClient.setQueryData(['seeker', 'profile'], { fullName: 'Sita Gurung' });
    writeStored(null);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.session }));
    expect(useSession.getState().token).toBeNull();
    expect(useSession.getState().user).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);

    seen.length = 0;
    queryClient.setQueryData(['public', 'jobs'], []);
    writeStored('tok2');
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.session }));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    await expect.poll(() => useSession.getState().user?.email).toBe('sita@example.com');
    expect(seen).toContain('GET /users/me Bearer tok2');
  });

  it("following another tab's logout never writes the ended token back to the shared storage", async () => {
    route({ 'GET /users/me': [200, seeker] });
    useSession.getState().setToken('tok');
    await useSession.getState().init();
    writeStored(null);
    // Every state change is persisted to the storage the other tab reads: none may hold the ended token.
    const tokensPersisted: (string | null)[] = [];
    const unsubscribe = useSession.subscribe((state) => tokensPersisted.push(state.token));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.session }));
    unsubscribe();
    expect(tokensPersisted).toEqual([null]);
    expect(stored().token).toBeNull();
    expect(useSession.getState().loggedOutFrom).not.toBeNull();
  });

  it('ends the session and offers the login panel when a later call is refused with 401', async () => {
    route({ 'GET /users/me': [200, seeker], 'PUT /users/profile': [401, { message: 'Your session has expired.' }] });
    useSession.getState().setToken('tok');
    await useSession.getState().init();
    await expect(api('/users/profile', { method: 'PUT', body: {} })).rejects.toThrow('Your session has expired.');
    const state = useSession.getState();
    expect(state.user).toBeNull();
    expect(state.token).toBeNull();
    expect(useAuthPanel.getState()).toMatchObject({ open: true, tab: 'login', returnTo: '/' });
  });

  it('replaces the stored user with a flat server user', () => {
    useSession.getState().setUser({ ...seeker, fullName: 'Sita G.' });
    expect(useSession.getState().user?.profile).toMatchObject({ fullName: 'Sita G.' });
  });

  it('persists token and user only, and reads them back as a session still to be checked', async () => {
    useSession.setState({ token: 'tok', user: toUser(seeker), loggedOutFrom: '/x', loading: false });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session) ?? '{}').state).toEqual({
      token: 'tok',
      user: toUser(seeker),
    });
    useSession.setState({ token: null, user: null, loading: false });
    writeStored('tok3');
    await useSession.persist.rehydrate();
    expect(useSession.getState()).toMatchObject({ token: 'tok3', user: null, loading: true });
  });

  it('persists the language as the bare code under portal.language', async () => {
    useLanguageStore.getState().setLanguage('ne');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('ne');
    localStorage.setItem(STORAGE_KEYS.language, 'en');
    await useLanguageStore.persist.rehydrate();
    expect(useLanguageStore.getState().language).toBe('en');
  });

  it('the auth panel opens on a tab, keeps its role unless told, and closes', () => {
    useAuthPanel.getState().openAuthPanel('signup', 'employer');
    expect(useAuthPanel.getState()).toMatchObject({ open: true, tab: 'signup', role: 'employer' });
    useAuthPanel.getState().closeAuthPanel();
    useAuthPanel.getState().openAuthPanel();
    expect(useAuthPanel.getState()).toMatchObject({ open: true, tab: 'login', role: 'employer' });
  });
});

describe('postLoginPath', () => {
  it('prefers the saved return location, else goes by role', async () => {
    const user = (await import('../contract/user-view.ts')).toUser(seeker);
    expect(postLoginPath(user, '/job_seeker/profile')).toBe('/job_seeker/profile');
    expect(postLoginPath(user, null)).toBe('/jobs');
    expect(postLoginPath({ ...user, role: 'employer' } as never, null)).toBe('/employer/dashboard');
    expect(postLoginPath({ ...user, role: 'admin' } as never, null)).toBe('/admin/dashboard');
  });
});
