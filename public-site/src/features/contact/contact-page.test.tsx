// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { CONTACT_SUBMIT_MS, ContactPage } from './contact-page.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;

describe('contact form', () => {
  it('requires every field and an email-shaped address', () => {
    renderWithProviders(<ContactPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(4);
    fireEvent.change(field('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
  });

  it("shows 'Submitting...' for about a second, then thanks and clears the form", () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    vi.useFakeTimers();
    renderWithProviders(<ContactPage />);
    fireEvent.change(field('Name'), { target: { value: 'Sita Sharma' } });
    fireEvent.change(field('Email'), { target: { value: 'sita@example.com' } });
    fireEvent.change(field('Subject'), { target: { value: 'Training' } });
    fireEvent.change(field('Message'), { target: { value: 'When does the next course start?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const button = screen.getByRole('button', { name: 'Submitting...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(CONTACT_SUBMIT_MS));
    expect(screen.getByText('Thank you for your message! We will reply within 24 hours.')).toBeTruthy();
    expect(field('Name').value).toBe('');
    expect(field('Message').value).toBe('');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('promises a reply within 24 hours', () => {
    renderWithProviders(<ContactPage />);
    expect(screen.getByText('We reply to every message within 24 hours.')).toBeTruthy();
  });
});
