// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { CareerResourcesPage } from './career-resources-page.tsx';

afterEach(() => cleanup());

describe('career resources', () => {
  it('opens each topic in a dialog', () => {
    renderWithProviders(<CareerResourcesPage />);
    expect(screen.getAllByRole('button', { name: /Read more/ })).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: /Read more.*CV writing/ }));
    expect(screen.getByRole('dialog', { name: 'CV writing' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Keep it short and clear' })).toBeTruthy();
  });

  it('shows the career path as five steps with step 1 open', () => {
    renderWithProviders(<CareerResourcesPage />);
    fireEvent.click(screen.getByRole('button', { name: /Read more.*Career path/ }));
    const steps = screen.getAllByRole('button', { name: /^Step \d/ });
    expect(steps).toHaveLength(5);
    expect(steps.map((step) => step.getAttribute('aria-expanded'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
    ]);
    fireEvent.click(steps[1]!);
    expect(steps[1]!.getAttribute('aria-expanded')).toBe('true');
  });
});
