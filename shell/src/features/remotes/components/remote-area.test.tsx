import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recordLoadedBuild } from '../../../federation/loaded-builds.ts';
import { loadRemoteApp, RemotesManifestError } from '../../../federation/remote-loader.ts';
import { RemoteArea } from './remote-area.tsx';

vi.mock('../../../federation/remote-loader.ts', async (original) => ({
  ...(await original<typeof import('../../../federation/remote-loader.ts')>()),
  loadRemoteApp: vi.fn(),
}));

const load = vi.mocked(loadRemoteApp);
const Working = () => <p>remote content</p>;

describe('RemoteArea', () => {
  beforeEach(() => {
    load.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows the bilingual panel when the remote fails, and Retry loads it again', async () => {
    load.mockRejectedValueOnce(new Error('RUNTIME-008 Failed to fetch')).mockResolvedValueOnce({ default: Working });
    render(
      <MemoryRouter>
        <RemoteArea name="seeker_app" />
      </MemoryRouter>,
    );
    const panel = await screen.findByTestId('remote-unavailable');
    expect(panel.getAttribute('role')).toBe('alert');
    expect(panel.textContent).toContain('This section is unavailable right now.');
    expect(panel.textContent).toContain('यो खण्ड अहिले उपलब्ध छैन।');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('remote content')).toBeTruthy();
    expect(screen.queryByTestId('remote-unavailable')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledWith('seeker_app');
  });

  it('marks itself with the loaded build without re-rendering the remote', async () => {
    let renders = 0;
    load.mockResolvedValue({
      default: () => {
        renders += 1;
        return <p>remote content</p>;
      },
    });
    const { container } = render(
      <MemoryRouter>
        <RemoteArea name="employer_app" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('remote content')).toBeTruthy();
    const area = container.querySelector('[data-remote="employer_app"]');
    expect(area?.hasAttribute('data-remote-build')).toBe(false);
    const before = renders;
    act(() => recordLoadedBuild('employer_app', { name: 'employer_app', buildId: 'b-42', version: '1.0.0' }));
    expect(area?.getAttribute('data-remote-build')).toBe('b-42');
    expect(renders).toBe(before);
  });

  it('says clearly when remotes.json itself is unreachable', async () => {
    load.mockRejectedValue(new RemotesManifestError('remotes.json: 503'));
    render(
      <MemoryRouter>
        <RemoteArea name="public_site" />
      </MemoryRouter>,
    );
    const panel = await screen.findByTestId('remote-unavailable');
    expect(panel.textContent).toContain('remotes.json');
  });
});
