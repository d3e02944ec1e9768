import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Pager } from './pager.tsx';
import { initTestI18n } from './test-i18n.ts';

describe('Pager', () => {
  beforeAll(() => {
    initTestI18n();
  });

  it('is hidden at one page or fewer', () => {
    const { container } = render(<Pager page={1} pageSize={10} total={10} onPageChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the range and pages with Previous/Next', async () => {
    const onPageChange = vi.fn();
    render(<Pager page={2} pageSize={10} total={25} onPageChange={onPageChange} />);
    expect(screen.getByText('Showing 11 to 20 of 25 results')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });
});
