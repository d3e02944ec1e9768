import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../testing/init-test-i18n.ts';
import { PAGE_LIVE_ATTRIBUTE } from '../use-hydrated.ts';
import { DeadlineDaysLeft } from './deadline-days-left.tsx';

afterEach(() => {
  vi.useRealTimers();
  document.documentElement.removeAttribute(PAGE_LIVE_ATTRIBUTE);
});

/** The text a card shows in its first render on a live page (a client-side navigation). */
async function shown(deadline: string | null, now: string, language: 'en' | 'ne' = 'en') {
  vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
  const i18n = initTestI18n();
  await i18n.changeLanguage(language);
  document.documentElement.setAttribute(PAGE_LIVE_ATTRIBUTE, '');
  const { container, unmount } = render(
    <I18nextProvider i18n={i18n}>
      <DeadlineDaysLeft deadline={deadline} />
    </I18nextProvider>,
  );
  const text = container.textContent;
  unmount();
  return text;
}

describe('DeadlineDaysLeft', () => {
  // Kathmandu (UTC+05:45) starts 2026-11-22 at 2026-11-21T18:15Z and ends it at 2026-11-22T18:14:59Z.
  it('counts Kathmandu days as the server expires jobs', async () => {
    expect(await shown('2026-11-22', '2026-11-21T18:14:00Z')).toBe('1 day left');
    expect(await shown('2026-11-22', '2026-11-21T18:15:00Z')).toBe('Closes today');
    expect(await shown('2026-11-22', '2026-11-22T18:14:00Z')).toBe('Closes today');
    expect(await shown('2026-11-22', '2026-11-22T18:15:00Z')).toBe('Closed');
    expect(await shown('2026-12-04', '2026-11-22T06:00:00Z')).toBe('12 days left');
    expect(await shown(null, '2026-11-22T06:00:00Z')).toBe('');
  });

  it('speaks Nepali with Devanagari digits', async () => {
    expect(await shown('2026-12-04', '2026-11-22T06:00:00Z', 'ne')).toBe('१२ दिन बाँकी');
    expect(await shown('2026-11-22', '2026-11-22T06:00:00Z', 'ne')).toBe('आज अन्तिम दिन');
  });

  it('on a page that is not live yet (hydrating), appears after the first render, in a transition', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T06:00:00Z'), toFake: ['Date'] });
    const i18n = initTestI18n();
    await i18n.changeLanguage('en');
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <DeadlineDaysLeft deadline="2026-12-04" />
      </I18nextProvider>,
    );
    expect(await screen.findByText('12 days left')).toBeTruthy();
    expect(container.textContent).toBe('12 days left');
  });

  it('is not in the server-rendered HTML (the server renders at another moment)', () => {
    const html = renderToString(
      <I18nextProvider i18n={initTestI18n()}>
        <DeadlineDaysLeft deadline="2099-01-01" />
      </I18nextProvider>,
    );
    expect(html).toBe('');
  });
});
