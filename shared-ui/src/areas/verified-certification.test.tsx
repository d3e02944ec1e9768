import { act, cleanup, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { Certification } from 'shared-api';
import { wireTraining, wireVerifiedCertification } from 'shared-api/testing';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../testing/init-test-i18n.ts';
import { renderRemote } from '../testing/render-remote.tsx';
import { type SeekerProfileData, SeekerProfileView } from './seeker-profile-view.tsx';

let i18n: I18n;
beforeAll(() => {
  i18n = initTestI18n();
});
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});
const render = (ui: Parameters<typeof renderRemote>[0]) => renderRemote(ui, { i18n });

const VERIFIED = wireVerifiedCertification(wireTraining('t1'));
const OWN: Certification = {
  id: 'c2',
  name: 'First aid',
  issuingOrganization: 'Red Cross',
  issueDate: '2025-04-14',
};

const profile = (certifications: Certification[]): SeekerProfileData => ({
  email: 'sita@example.org',
  headline: '',
  summary: '',
  contact: { phone: '', address: '' },
  skills: [],
  location: null,
  experience: [],
  education: [],
  certifications,
});

const certificationsSection = () =>
  screen.getByRole('heading', { level: 3, name: /Certifications|प्रमाणपत्रहरू/ }).closest('section') as HTMLElement;

describe('certifications on a profile read by someone else', () => {
  it('marks the one the portal verified, and shows the seeker’s own with its issuer', () => {
    render(<SeekerProfileView profile={profile([VERIFIED, OWN])} name="Sita Sharma" />);
    const items = within(certificationsSection()).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Hotel and restaurant assistant');
    expect(within(items[0] as HTMLElement).getByTestId('verified-certification').textContent).toBe(
      '✓ Verified by the portal',
    );
    expect(items[0]?.textContent).toContain('Training completed Nov 20, 2026');
    expect(within(items[1] as HTMLElement).queryByTestId('verified-certification')).toBeNull();
    expect(items[1]?.textContent).toContain('Red Cross');
  });

  it('names the training in Nepali, with the date in Devanagari digits', async () => {
    await act(() => i18n.changeLanguage('ne'));
    render(<SeekerProfileView profile={profile([VERIFIED])} name="Sita Sharma" />);
    const item = within(certificationsSection()).getByRole('listitem');
    expect(item.textContent).toContain('होटल तथा रेस्टुराँ सहायक');
    expect(item.textContent).toContain('पोर्टलद्वारा प्रमाणित');
    expect(item.textContent).not.toMatch(/[0-9]/);
  });

  it('says so when there is none', () => {
    render(<SeekerProfileView profile={profile([])} name="Sita Sharma" />);
    expect(within(certificationsSection()).getByText('Not provided.')).toBeTruthy();
  });
});
