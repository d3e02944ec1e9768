import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PopoverToggle } from './popover-toggle.tsx';

describe('PopoverToggle', () => {
  it('is a native popover button in the server HTML, with no aria-expanded', () => {
    const html = renderToString(
      <PopoverToggle popoverId="site-nav" expanded={false} onToggle={() => {}} variant="ghost">
        Menu
      </PopoverToggle>,
    );
    expect(html.toLowerCase()).toContain('popovertarget="site-nav"'); // HTML attribute names are case-insensitive
    expect(html).not.toContain('aria-expanded');
    expect(html).toContain('class="btn btn-ghost"');
  });

  it('in the browser, toggles by script and says whether it is open', async () => {
    const onToggle = vi.fn();
    const { rerender } = render(
      <PopoverToggle popoverId="filters" expanded={false} onToggle={onToggle} variant="secondary">
        Filters
      </PopoverToggle>,
    );
    const button = screen.getByRole('button', { name: 'Filters' });
    expect(button.getAttribute('popovertarget')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup().click(button);
    expect(onToggle).toHaveBeenCalledTimes(1);
    rerender(
      <PopoverToggle popoverId="filters" expanded onToggle={onToggle} variant="secondary">
        Filters
      </PopoverToggle>,
    );
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });
});
