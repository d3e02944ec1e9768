import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { type User, useAuthPanel, useSession } from 'shared-api';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProtectedRoute } from './protected-route.tsx';

const seeker = {
  id: 'u1',
  email: 'sita@example.com',
  role: 'job_seeker',
  profile: { fullName: 'Sita' },
} as unknown as User;

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>home page</p>} />
        <Route path="/admin/login" element={<p>admin login page</p>} />
        <Route
          path="/employer/dashboard"
          element={
            <ProtectedRoute roles={['employer']}>
              <p>employer area</p>
            </ProtectedRoute>
          }
        />
        <Route
          path="/admin/jobs"
          element={
            <ProtectedRoute roles={['admin']} loginAt="admin">
              <p>admin area</p>
            </ProtectedRoute>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ProtectedRoute', () => {
  beforeEach(() => {
    useSession.setState({ user: null, loading: false, loggedOutFrom: null });
    useAuthPanel.setState({ open: false, tab: 'signup', role: 'job_seeker', returnTo: null });
  });

  it('shows a spinner while the session loads', () => {
    useSession.setState({ loading: true });
    renderAt('/employer/dashboard');
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByText('employer area')).toBeNull();
  });

  it('sends a logged-out visitor home with the login panel open and returnTo set', async () => {
    renderAt('/employer/dashboard?tab=jobs');
    expect(await screen.findByText('home page')).toBeTruthy();
    const state = useAuthPanel.getState();
    expect(state.open).toBe(true);
    expect(state.tab).toBe('login');
    expect(state.returnTo).toBe('/employer/dashboard?tab=jobs');
  });

  it('a page logged out of on purpose goes home without the login panel or a return location', async () => {
    useSession.setState({ loggedOutFrom: '/admin/jobs' });
    renderAt('/admin/jobs');
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(useAuthPanel.getState().open).toBe(false);
    expect(useAuthPanel.getState().returnTo).toBeNull();
  });

  it('sends a logged-out visitor of the admin area to the admin login', async () => {
    renderAt('/admin/jobs');
    expect(await screen.findByText('admin login page')).toBeTruthy();
    expect(useAuthPanel.getState().returnTo).toBe('/admin/jobs');
  });

  it('sends a user with the wrong role home', async () => {
    useSession.setState({ user: seeker });
    renderAt('/employer/dashboard');
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(useAuthPanel.getState().open).toBe(false);
  });

  it('renders the page for an allowed role', () => {
    useSession.setState({ user: { ...seeker, role: 'employer' } as User });
    renderAt('/employer/dashboard');
    expect(screen.getByText('employer area')).toBeTruthy();
  });
});
