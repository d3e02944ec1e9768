// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { toUser, useSession } from 'shared-api';
import { startLoopbackApi } from 'shared-api/testing';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { i18n, SERVER_WAIT, text } from '../../../test/section-harness.tsx';
import { seekerWire } from '../../../test/seeker-wire.ts';
import { VisibilitySetting } from './visibility-setting.tsx';

let stored = { visible: false, changedAt: null as string | null };
let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi((request) => {
    if (request.method === 'PUT' && request.path === '/seekers/me/visibility') {
      stored = { visible: (request.body as { visible: boolean }).visible, changedAt: '2026-03-04T05:06:00.000Z' };
    }
    return { body: stored };
  });
});
afterAll(() => api.close());
afterEach(async () => {
  cleanup();
  api.requests.length = 0;
  stored = { visible: false, changedAt: null };
  useSession.setState({ user: null });
  await act(() => i18n.changeLanguage('en'));
});

function show() {
  useSession.setState({ user: toUser(seekerWire) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <VisibilitySetting />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const visibilityBox = async () =>
  (await screen.findByRole('checkbox', { name: text('visibility.label') }, SERVER_WAIT)) as HTMLInputElement;

it('is off until the seeker turns it on, says what employers see, and saves at once', async () => {
  const user = userEvent.setup();
  show();
  const box = await visibilityBox();
  expect(box.checked).toBe(false);
  expect(screen.getByTestId('visibility-state').textContent).toBe(text('visibility.off'));
  expect(box.getAttribute('aria-describedby')).toContain('seeker-visibility-explained');
  await user.click(box);
  await screen.findByText(/^On since /, {}, SERVER_WAIT);
  expect(api.writes()).toEqual([{ method: 'PUT', path: '/seekers/me/visibility', query: '', body: { visible: true } }]);
  expect(box.checked).toBe(true);
});

it('shows the choice from the click on, not only once the save has started', async () => {
  show();
  const box = await visibilityBox();
  fireEvent.click(box);
  expect(box.checked).toBe(true);
  await screen.findByText(/^On since /, {}, SERVER_WAIT);
  expect(box.checked).toBe(true);
  expect(box.disabled).toBe(false);
});

it('shows the date in Nepali with Devanagari digits', async () => {
  stored = { visible: true, changedAt: '2026-03-04T05:06:00.000Z' };
  await act(() => i18n.changeLanguage('ne'));
  show();
  const state = await screen.findByText(/देखि खुला$/, {}, SERVER_WAIT);
  expect(state.textContent).toMatch(/[०-९]/);
  expect(state.textContent).not.toMatch(/[0-9]/);
});
