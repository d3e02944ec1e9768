// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, renderWithProviders } from '../../../test/render.tsx';
import { CONTACT_SUBMIT_MS } from '../api/send-message.ts';
import { ContactPage } from './contact-page.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  void i18n.changeLanguage('en');
});

const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const EN = { name: /^Name/, email: /^Email/, subject: /^Subject/, message: /^Message/ };

/** Submits the form and lets react-hook-form's (asynchronous) validation finish. */
async function submit(button: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: button }));
  });
}

async function fillIn(values: Record<keyof typeof EN, string>) {
  for (const [key, value] of Object.entries(values) as [keyof typeof EN, string][]) {
    await act(async () => {
      fireEvent.change(field(EN[key]), { target: { value } });
    });
  }
}

describe('contact form', () => {
  it('requires every field and an email-shaped address, and focuses the first invalid field', async () => {
    renderWithProviders(<ContactPage />);
    await fillIn({ name: '   ', email: '', subject: '', message: '' });
    await submit('Send message');
    expect(screen.getAllByText('This field is required.')).toHaveLength(4);
    expect(document.activeElement).toBe(field(EN.name));
    expect(field(EN.name).getAttribute('aria-invalid')).toBe('true');
    await fillIn({ name: 'Sita Sharma', email: 'not-an-email', subject: 'Training', message: 'Hello' });
    await submit('Send message');
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.queryByText('This field is required.')).toBeNull();
    expect(document.activeElement).toBe(field(EN.email));
  });

  it('says what is wrong in Nepali', async () => {
    await i18n.changeLanguage('ne');
    renderWithProviders(<ContactPage />);
    await submit('सन्देश पठाउनुहोस्');
    expect(screen.getAllByText('यो क्षेत्र अनिवार्य छ।')).toHaveLength(4);
    await act(async () => {
      fireEvent.change(screen.getByLabelText(/^इमेल/), { target: { value: 'sita@' } });
    });
    await submit('सन्देश पठाउनुहोस्');
    expect(screen.getByText('मान्य इमेल ठेगाना लेख्नुहोस्।')).toBeTruthy();
  });

  it("shows 'Submitting...' for about a second, then thanks and clears the form", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithProviders(<ContactPage />);
    await fillIn({
      name: 'Sita Sharma',
      email: 'sita@example.com',
      subject: 'Training',
      message: 'When does the next course start?',
    });
    await submit('Send message');
    // The query library publishes the new mutation state on a zero-delay timer.
    await act(() => vi.advanceTimersByTimeAsync(0));
    const button = screen.getByRole('button', { name: 'Submitting...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(CONTACT_SUBMIT_MS - 1));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Thank you for your message! We will reply within 24 hours.')).toBeTruthy();
    expect(field(EN.name).value).toBe('');
    expect(field(EN.message).value).toBe('');
    expect(fetchSpy).not.toHaveBeenCalled();
    // A new message puts the thanks away.
    await fillIn({ name: 'Ram', email: '', subject: '', message: '' });
    expect(screen.queryByText('Thank you for your message! We will reply within 24 hours.')).toBeNull();
  });

  it('promises a reply within 24 hours', () => {
    renderWithProviders(<ContactPage />);
    expect(screen.getByText('We reply to every message within 24 hours.')).toBeTruthy();
  });
});
