import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { JobSummary, LocalizedJobSummary } from 'shared-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AVATAR_COLOURS, avatarColour, avatarInitial } from './company-logo.tsx';
import { JobCard } from './job-card.tsx';
import { initTestI18n } from './testing/init-test-i18n.ts';

afterEach(() => {
  vi.useRealTimers();
});

const summary: JobSummary = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Hotel cook',
  excerpt: 'Cook for the lodge.',
  postedAt: '2026-11-01T04:00:00.000Z',
  employer: { id: '22222222-2222-4222-8222-222222222222', companyName: 'Gandaki Hotels', companyLogoUrl: null },
  applicationDeadline: '2026-11-25',
  jobType: { name_en: 'Full-time', name_ne: 'पूर्णकालीन' },
  location: { name_en: 'Kaski', name_ne: 'कास्की' },
  salaryRange: { name_en: 'NPR 20,000 - 30,000', name_ne: 'रु. २०,००० - ३०,०००', key: null },
};

async function card(job: JobSummary | LocalizedJobSummary, language: 'en' | 'ne' = 'en', now = '2026-11-22T06:00:00Z') {
  vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
  const i18n = initTestI18n();
  await i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <JobCard job={job} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return screen.getByTestId('job-card');
}

describe('JobCard', () => {
  it("shows a public page's item, its names in one language, with the Other and negotiable rules", async () => {
    const { id, title, excerpt, postedAt, employer, applicationDeadline } = summary;
    const shown = await card(
      {
        id,
        title,
        excerpt,
        postedAt,
        employer,
        applicationDeadline,
        jobType: { name: 'पूर्णकालीन' },
        location: { name: 'अन्य', other: true },
        customLocation: 'सराङकोट',
        salaryRange: { name: 'वार्तायोग्य', negotiable: true },
        customSalary: 'दैनिक रु. ६००',
      },
      'ne',
    );
    const facts = [...shown.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(facts.slice(0, 3)).toEqual(['अन्य - सराङकोट', 'पूर्णकालीन', 'दैनिक रु. ६००']);
  });

  it('shows the company initial, a link to the employer, location, job type, salary and days left', async () => {
    const shown = await card(summary);
    expect(within(shown).getByRole('link', { name: 'Hotel cook' }).getAttribute('href')).toBe(`/jobs/${summary.id}`);
    expect(within(shown).getByRole('link', { name: 'Gandaki Hotels' }).getAttribute('href')).toBe(
      `/employers/${summary.employer.id}`,
    );
    const avatar = within(shown).getByTestId('company-avatar');
    expect(avatar.textContent).toBe('G');
    expect(avatar.getAttribute('aria-hidden')).toBe('true');
    const facts = [...shown.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(facts).toEqual(['Kaski', 'Full-time', 'NPR 20,000 - 30,000', '3 days left']);
    expect(within(shown).getByText('Application deadline').className).toBe('visually-hidden');
  });

  it('shows the logo as a lazy image of a set size when the company has one', async () => {
    const shown = await card({
      ...summary,
      employer: { ...summary.employer, companyLogoUrl: '/api/files/33333333-3333-4333-8333-333333333333' },
    });
    const logo = shown.querySelector('img');
    expect(logo?.getAttribute('src')).toBe('/api/files/33333333-3333-4333-8333-333333333333');
    expect(logo?.getAttribute('loading')).toBe('lazy');
    expect(logo?.getAttribute('width')).toBe('48');
    expect(logo?.getAttribute('height')).toBe('48');
    expect(logo?.getAttribute('alt')).toBe('');
    expect(within(shown).queryByTestId('company-avatar')).toBeNull();
  });

  it('speaks Nepali: Devanagari digits in the days left, the Nepali names', async () => {
    const shown = await card(summary, 'ne');
    const facts = [...shown.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(facts).toEqual(['कास्की', 'पूर्णकालीन', 'रु. २०,००० - ३०,०००', '३ दिन बाँकी']);
  });

  it('shows the job level after the job type when the job states one, in the page language', async () => {
    const leveled = { ...summary, jobLevel: { name_en: 'Mid level', name_ne: 'मध्यम तह' } };
    const facts = async (language: 'en' | 'ne') =>
      [...(await card(leveled, language)).querySelectorAll('dd')].map((dd) => dd.textContent);
    expect((await facts('en')).slice(0, 3)).toEqual(['Kaski', 'Full-time', 'Mid level']);
    cleanup();
    expect((await facts('ne')).slice(0, 3)).toEqual(['कास्की', 'पूर्णकालीन', 'मध्यम तह']);
  });

  it('says "Closes today" on the deadline day', async () => {
    expect((await card(summary, 'en', '2026-11-25T10:00:00Z')).textContent).toContain('Closes today');
  });

  it('says one day left the day before', async () => {
    expect((await card(summary, 'en', '2026-11-24T10:00:00Z')).textContent).toContain('1 day left');
  });

  it('says one day left in Nepali too', async () => {
    expect((await card(summary, 'ne', '2026-11-24T10:00:00Z')).textContent).toContain('१ दिन बाँकी');
  });

  it('has no deadline fact for an open-ended job', async () => {
    const shown = await card({ ...summary, applicationDeadline: null });
    expect(within(shown).queryByTestId('job-card-deadline')).toBeNull();
  });
});

describe('company avatar', () => {
  it('takes the first letter as read, Devanagari conjuncts whole', () => {
    expect(avatarInitial('  gandaki hotels')).toBe('G');
    expect(avatarInitial('क्षितिज ट्रेडर्स')).toBe('क्षि');
    expect(avatarInitial('')).toBe('?');
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const names = ['a', 'ab', 'A1', '1st Trek', 'e\u0301cole', '\u00e9cole', 'क्षितिज', 'नेपाल', '🇳🇵 Nepal', '👩‍💻 Dev'];
    names.push('x\u200dy', 'k\u094dष', '"Quote" Co', 'Ångström', 'ﬁne', 'ß');
    for (const name of names) {
      const first = segmenter.segment(name)[Symbol.iterator]().next().value?.segment ?? '';
      expect(avatarInitial(name), name).toBe(first.toLocaleUpperCase());
    }
  });

  it('gives a name the same colour every time, from the palette', () => {
    expect(avatarColour('Gandaki Hotels')).toBe(avatarColour('Gandaki Hotels'));
    expect(AVATAR_COLOURS).toContain(avatarColour('गण्डकी कृषि सहकारी'));
    const colours = new Set(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'].map((n) => avatarColour(`${n} Ltd`)));
    expect(colours.size).toBeGreaterThan(3);
  });
});
