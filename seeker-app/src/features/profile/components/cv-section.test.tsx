// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { i18n, renderSection, SERVER_WAIT, setUpSectionTests } from '../../../test/section-harness.tsx';
import { seekerWire } from '../../../test/seeker-wire.ts';
import { CvSection } from './cv-section.tsx';

const harness = setUpSectionTests();
const show = () => renderSection(seekerWire, () => <CvSection />);
const cvRequests = () => harness.api.requests.filter((request) => request.path === '/users/profile/cv');

it('downloads the CV in the language of the button pressed, whatever the page language', async () => {
  const user = userEvent.setup();
  show();
  await user.click(screen.getByRole('button', { name: 'Download CV (PDF) in Nepali' }));
  await waitFor(() => expect(cvRequests().map((request) => request.query)).toEqual(['language=ne']), SERVER_WAIT);
  await waitFor(() => expect(screen.getByRole('button', { name: /in English/ }).hasAttribute('disabled')).toBe(false));
  await user.click(screen.getByRole('button', { name: 'Download CV (PDF) in English' }));
  await waitFor(() => expect(cvRequests().map((request) => request.query)).toContain('language=en'), SERVER_WAIT);
});

it('reads in Nepali on a Nepali page', async () => {
  await act(() => i18n.changeLanguage('ne'));
  show();
  expect(screen.getByRole('heading', { name: 'प्रोफाइलबाट बनेको बायोडाटा' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'बायोडाटा (PDF) अङ्ग्रेजीमा डाउनलोड गर्नुहोस्' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'बायोडाटा (PDF) नेपालीमा डाउनलोड गर्नुहोस्' })).toBeTruthy();
});
