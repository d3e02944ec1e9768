// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { type Applicant, lookupKeys } from 'shared-api';
import { formatPeriod } from 'shared-ui';
import { addTestNamespace } from 'shared-ui/testing';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import ne from '../../../i18n/ne.json';
import { i18n } from '../../../test/render-app.tsx';
import { ApplicantProfile } from '../components/applicant-profile.tsx';
import { applicantFileStem } from './applicant-format.ts';

beforeAll(() => addTestNamespace(NAMESPACE, { en, ne }));
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

const applicant: Applicant = {
  id: 's1',
  email: 'ram@example.org',
  fullName: 'राम बहादुर थापा',
  headline: '',
  summary: '',
  linkedinUrl: '',
  contact: { phone: '', address: '' },
  skills: ['Accounting', 'Trekking guide'],
  location: null,
  resumeUrl: null,
  resumeFileName: null,
  experience: [
    {
      id: 'x1',
      title: 'Cook',
      company: 'Hotel Fewa',
      location: '',
      startDate: '2020-03-01',
      endDate: null,
      description: '',
      noticePeriod: null,
      present: true,
    },
  ],
  education: [
    {
      id: 'e1',
      school: 'Prithvi Narayan Campus',
      degree: 'bachelor',
      customDegree: null,
      fieldOfStudy: 'Physics',
      startDate: '2016-01-01',
      endDate: null,
      description: '',
    },
  ],
  certifications: [],
};

describe('applicant periods', () => {
  it('says Present for a current job only; an entry with no end shows its start alone', () => {
    const jan2016 = 'Jan 2016 · Poush 2072';
    expect(formatPeriod('2016-01-01', null, 'en')).toBe(jan2016);
    expect(formatPeriod('2016-01-01', '2019-06-01', 'en')).toBe(`${jan2016} – Jun 2019 · Jestha 2076`);
    expect(formatPeriod('2016-01-01', null, 'en', { present: true, label: 'Present' })).toBe(`${jan2016} – Present`);
    expect(formatPeriod('2016-01-01', null, 'en', { present: false, label: 'Present' })).toBe(jan2016);
  });

  it('shows the employer no "Present" on an education without an end date, and skills in the language', async () => {
    for (const [language, present] of [
      ['en', 'Present'],
      ['ne', 'हालसम्म'],
    ] as const) {
      await act(() => i18n.changeLanguage(language));
      const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
      client.setQueryData(lookupKeys.list('skills'), [{ id: 'k1', name_en: 'Accounting', name_ne: 'लेखा', key: null }]);
      const { unmount } = render(
        <QueryClientProvider client={client}>
          <I18nextProvider i18n={i18n}>
            <ApplicantProfile applicant={applicant} status="pending" />
          </I18nextProvider>
        </QueryClientProvider>,
      );
      const school = screen.getByText('Prithvi Narayan Campus').closest('li');
      expect(school?.textContent).not.toContain(present);
      expect(school?.textContent).toContain(language === 'en' ? '2016' : '२०१६');
      const job = screen.getByText('Cook').closest('li');
      expect(job?.textContent).toContain(present);
      // A listed skill's chip in the reader's language; a skill of the seeker's own words as written.
      expect(screen.getByText(language === 'en' ? 'Accounting' : 'लेखा').className).toBe('chip');
      expect(screen.getByText('Trekking guide').className).toBe('chip');
      unmount();
    }
  });
});

describe('applicant PDF file name', () => {
  it('keeps Devanagari letters, vowel signs and viramas', () => {
    expect(applicantFileStem('राम बहादुर थापा')).toBe('राम-बहादुर-थापा');
    expect(applicantFileStem('श्रीकृष्ण  प्रसाद')).toBe('श्रीकृष्ण-प्रसाद');
  });

  it('turns separators and characters a file system refuses into single hyphens, trimmed', () => {
    expect(applicantFileStem(' Sita / Sharma: CV? ')).toBe('Sita-Sharma-CV');
    expect(applicantFileStem('José Núñez 2')).toBe('José-Núñez-2');
    expect(applicantFileStem('e\u0301a')).toBe('éa');
    expect(applicantFileStem('../..')).toBe('applicant');
    expect(applicantFileStem('')).toBe('applicant');
  });
});
