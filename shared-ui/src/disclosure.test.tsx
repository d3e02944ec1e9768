import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Disclosure } from './disclosure.tsx';

describe('Disclosure', () => {
  it('renders its closed content by default (text found closed, as the FAQ needs)', () => {
    const html = renderToString(
      <Disclosure title="Question">
        <p>Answer</p>
      </Disclosure>,
    );
    expect(html).toContain('Answer');
  });

  it('with renderWhenOpen, renders the content only from its first opening, and keeps it closed again', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Disclosure title="Locations" renderWhenOpen>
        <input type="checkbox" aria-label="Kaski" />
      </Disclosure>,
    );
    expect(screen.queryByRole('checkbox', { name: 'Kaski', hidden: true })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Locations' }));
    await user.click(screen.getByRole('checkbox', { name: 'Kaski' }));
    await user.click(screen.getByRole('button', { name: 'Locations' }));
    const kept = screen.getByRole('checkbox', { name: 'Kaski', hidden: true }) as HTMLInputElement;
    expect(kept.checked).toBe(true);
    expect(container.querySelector('section')?.hidden).toBe(true);
  });

  it('with renderWhenOpen, renders the content of a section open from the start (server and browser alike)', () => {
    const html = renderToString(
      <Disclosure title="Job types" renderWhenOpen defaultOpen>
        <p>Full time</p>
      </Disclosure>,
    );
    expect(html).toContain('Full time');
  });
});
