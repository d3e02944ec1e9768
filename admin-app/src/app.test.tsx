// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { type User, useSession } from 'shared-api';
import { startLoopbackApi, wirePage, wireUser } from 'shared-api/testing';
import { initTestI18n, renderRemote } from 'shared-ui/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import App from './app.tsx';
import en from './i18n/en.json';
import { NAMESPACE } from './i18n/namespace.ts';
import ne from './i18n/ne.json';

const i18n = initTestI18n('en', { [NAMESPACE]: { en, ne } });
// The shell lets only a logged-in admin in; the admin area's cache entries are that admin's.
useSession.setState({ user: { id: 'admin-1', role: 'admin', email: 'admin@example.org' } as User, token: 'token' });

const pendingEmployer = wireUser('employer', {
  id: 'e1',
  email: 'owner@fewa.example',
  createdAt: '2026-03-05T10:00:00.000Z',
  companyName: 'Fewa Boats',
  documents: [],
});
const stats = {
  jobs: { open: 12, expired: 2, hidden: 1, closed: 3 },
  employers: { pending: 1, approved: 4, rejected: 2 },
  seekers: 1696,
  applications: 40,
};

const PAGED = ['/admin/users', '/admin/jobs', '/admin/audit-log'];

// A real HTTP server on loopback answering the admin calls these screens make (other lists are empty).
let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi(({ path }) => {
    if (path === '/admin/employers/pending') return { body: wirePage([pendingEmployer], 5) };
    if (path === '/admin/stats') return { body: stats };
    return { body: PAGED.includes(path) ? wirePage([]) : [] };
  });
});
afterAll(() => api.close());

const renderAt = (path: string) => renderRemote(<App />, { i18n, path });

afterEach(cleanup);

describe('admin app', () => {
  it('redirects /admin to the jobs page', () => {
    renderAt('/admin');
    expect(screen.getByTestId('location').textContent).toBe('/admin/jobs');
    expect(screen.getByRole('heading', { level: 1, name: 'Manage jobs' })).toBeTruthy();
  });

  it('has a dashboard page with the counts', async () => {
    renderAt('/admin/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeTruthy();
    expect(await screen.findByText('1,696')).toBeTruthy();
    expect(screen.getByText('Employers awaiting approval')).toBeTruthy();
  });

  it('shows the pending employers on the approvals page and their count in the sidebar badge', async () => {
    renderAt('/admin/approvals');
    expect(await screen.findByRole('heading', { level: 2, name: 'Fewa Boats' })).toBeTruthy();
    expect((await screen.findByTestId('pending-badge')).textContent).toContain('1');
    fireEvent.click(screen.getByRole('button', { name: 'Reject Fewa Boats' }));
    const confirm = await screen.findByRole('button', { name: 'Reject' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Reason for rejection/), { target: { value: 'No papers.' } });
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
  });

  it("filters the jobs list by the address's state, and says when nothing matches", async () => {
    api.requests.length = 0;
    renderAt('/admin/jobs?state=hidden');
    expect(await screen.findByText('Nothing matches this choice.')).toBeTruthy();
    expect((screen.getByLabelText('Show') as HTMLSelectElement).value).toBe('hidden');
    const asked = api.requests.find((request) => request.path === '/admin/jobs');
    expect(new URLSearchParams(asked?.query).get('state')).toBe('hidden');
  });

  it('links each dashboard count but the applications to its filtered list', async () => {
    renderAt('/admin/dashboard');
    const open = await screen.findByRole('link', { name: /^Open jobs 12$/ });
    expect(open.getAttribute('href')).toBe('/admin/jobs?state=open');
    expect(screen.getByRole('link', { name: /^Rejected employers 2$/ }).getAttribute('href')).toBe(
      '/admin/employers?approvalStatus=rejected',
    );
    expect(screen.queryByRole('link', { name: /^Applications/ })).toBeNull();
  });

  it('answers unknown admin paths with an in-area message', () => {
    renderAt('/admin/nowhere');
    expect(screen.getByText('This page was not found in the admin area.')).toBeTruthy();
  });

  it('has the sidebar with its three groups', () => {
    renderAt('/admin/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Admin panel' });
    for (const group of ['Content', 'Users & Approvals', 'Job Attributes']) {
      expect(screen.getByRole('heading', { name: group })).toBeTruthy();
    }
    const links = [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/admin/dashboard',
      '/admin/insights',
      '/admin/jobs',
      '/admin/categories',
      '/admin/trainings',
      '/admin/employers',
      '/admin/seekers',
      '/admin/approvals',
      '/admin/reported-messages',
      '/admin/audit-log',
      '/admin/locations',
      '/admin/attributes/industries',
      '/admin/attributes/job-types',
      '/admin/attributes/experience-levels',
      '/admin/attributes/education-levels',
      '/admin/attributes/job-levels',
      '/admin/attributes/salary-ranges',
      '/admin/attributes/skills',
    ]);
  });

  it('says so for an attribute type that does not exist', () => {
    renderAt('/admin/attributes/colours');
    expect(screen.getByText('Invalid attribute type selected.')).toBeTruthy();
  });

  it('checks a lookup form before sending on the contract schema: names, key and min required', async () => {
    renderAt('/admin/attributes/salary-ranges');
    fireEvent.click(screen.getByRole('button', { name: 'Add new' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Both names are required.')).toHaveLength(2);
    expect(screen.getByText('Key is required.')).toBeTruthy();
    expect(screen.getByText('Min is required.')).toBeTruthy();
    expect(dialog.querySelectorAll('input')).toHaveLength(6);
  });
});
