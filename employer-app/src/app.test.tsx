// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { toUser, useSession } from 'shared-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { employer, i18n, renderApp } from './test/render-app.tsx';

// No server in unit tests: every query fails at once and the screens show their empty / error states.
const renderAt = (path: string) =>
  renderApp(
    path,
    new QueryClient({
      defaultOptions: { queries: { retry: false, queryFn: () => Promise.reject(new Error('offline')) } },
    }),
  );

beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  cleanup();
  useSession.setState({ user: null });
  void i18n.changeLanguage('en');
});

describe('employer dashboard', () => {
  it('greets the company and shows the pending banner', () => {
    useSession.setState({ user: toUser(employer({ approvalStatus: 'pending' })) });
    renderAt('/employer/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Pokhara Traders' })).toBeTruthy();
    expect(screen.getByTestId('approval-pending').className).toContain('alert-warning');
    expect(screen.getByText(/cannot post jobs until it is approved/)).toBeTruthy();
  });

  it('shows the rejection reason and a link to the profile', () => {
    useSession.setState({
      user: toUser(employer({ approvalStatus: 'rejected', rejectionReason: 'Missing documents' })),
    });
    renderAt('/employer/dashboard');
    expect(screen.getByTestId('approval-rejected').className).toContain('alert-error');
    expect(screen.getByText('Reason: Missing documents')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Update your profile/ }).getAttribute('href')).toBe('/employer/profile');
  });

  it("says 'No reason provided.' when a rejection has no reason", () => {
    useSession.setState({ user: toUser(employer({ approvalStatus: 'rejected', rejectionReason: null })) });
    renderAt('/employer/dashboard');
    expect(screen.getByText('Reason: No reason provided.')).toBeTruthy();
  });

  it('shows no banner once approved', () => {
    useSession.setState({ user: toUser(employer({ approvalStatus: 'approved' })) });
    renderAt('/employer/dashboard');
    expect(screen.queryByTestId('approval-pending')).toBeNull();
    expect(screen.queryByTestId('approval-rejected')).toBeNull();
  });

  it('speaks Nepali', async () => {
    useSession.setState({ user: toUser(employer({ approvalStatus: 'pending' })) });
    await i18n.changeLanguage('ne');
    renderAt('/employer/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'स्वागत छ, Pokhara Traders' })).toBeTruthy();
    expect(screen.getByText('तपाईंको प्रोफाइल समीक्षामा छ')).toBeTruthy();
  });

  it('answers unknown employer paths with an in-area message', () => {
    renderAt('/employer/nowhere');
    expect(screen.getByText('This page was not found in the employer area.')).toBeTruthy();
  });

  it('shows only the approval banner on the post-job form to a pending employer', () => {
    useSession.setState({ user: toUser(employer({ approvalStatus: 'pending' })) });
    renderAt('/employer/post-job');
    expect(screen.getByTestId('approval-pending')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Job title/ })).toBeNull();
  });

  it('shows the job form to an approved employer', () => {
    useSession.setState({ user: toUser(employer({ approvalStatus: 'approved' })) });
    renderAt('/employer/post-job');
    expect(screen.getByRole('textbox', { name: /Job title/ })).toBeTruthy();
    expect(screen.getByLabelText(/Attachment/)).toBeTruthy();
  });

  it("tells a user who is neither employer nor admin 'You must be logged in to post a job.'", () => {
    renderAt('/employer/post-job');
    expect(screen.getByText('You must be logged in to post a job.')).toBeTruthy();
  });
});
