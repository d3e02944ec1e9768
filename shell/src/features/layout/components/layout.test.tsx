import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'shared-api';
import { describe, expect, it } from 'vitest';
import { recordLoadedBuild } from '../../../federation/loaded-builds.ts';
import { renderShell } from '../../../test/render.tsx';
import { SiteFooter } from './site-footer.tsx';
import { UserMenu } from './user-menu.tsx';

describe('SiteFooter', () => {
  it('names the loaded section builds only in the debug view (?debug=versions)', () => {
    act(() => recordLoadedBuild('public_site', { name: 'public_site', version: '0.1.0', buildId: 'b-42' }));
    const { unmount } = renderShell(<SiteFooter />, '/jobs');
    expect(screen.getByRole('contentinfo').textContent).not.toContain('Section versions');
    expect(screen.queryByTestId('remote-versions')).toBeNull();
    unmount();
    renderShell(<SiteFooter />, '/about?debug=versions');
    expect(screen.getByTestId('remote-versions').textContent).toBe('Section versions: public_site 0.1.0 (b-42)');
  });
});

describe('UserMenu', () => {
  const user = {
    id: '44444444-4444-4444-8444-444444444444',
    email: 'owner@example.test',
    role: 'employer',
    profile: { companyName: 'Annapurna Himalayan Trekking and Expedition Private Limited' },
  } as unknown as User;

  it("shows the user's initial on its button and the whole name inside the list", async () => {
    renderShell(<UserMenu user={user} />, '/');
    const button = screen.getByTestId('user-menu-button');
    expect(button.querySelector('.user-avatar')?.textContent).toBe('A');
    expect(
      screen.getByRole('button', {
        name: 'Account menu for Annapurna Himalayan Trekking and Expedition Private Limited',
      }),
    ).toBe(button);
    await userEvent.click(button);
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(list?.hidden).toBe(false);
    expect(within(list as HTMLElement).getByTestId('user-menu-name').textContent).toBe(
      'Annapurna Himalayan Trekking and Expedition Private Limited',
    );
  });
});
