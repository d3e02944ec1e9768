// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Certification, WireUser } from 'shared-api';
import { wireTraining, wireVerifiedCertification } from 'shared-api/testing';
import { expect, it } from 'vitest';
import { i18n, renderSection, SERVER_WAIT, setUpSectionTests } from '../../../test/section-harness.tsx';
import { seekerWire } from '../../../test/seeker-wire.ts';
import { CertificationsSection } from './certifications-section.tsx';

const VERIFIED = wireVerifiedCertification(wireTraining('t1'));
const OWN: Certification = {
  id: '55555555-5555-4555-8555-555555555555',
  name: 'First aid',
  issuingOrganization: 'Red Cross',
  issueDate: '2025-04-14',
};
const seeker: WireUser = { ...seekerWire, certifications: [VERIFIED, OWN] };

const harness = setUpSectionTests();
const show = () => renderSection(seeker, (user) => <CertificationsSection user={user} />);
const items = () => screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];

it('shows a completed training as verified by the portal, with no Edit or Delete', () => {
  show();
  const [verified, own] = items();
  expect(within(verified).getByTestId('verified-certification').textContent).toContain('Verified by the portal');
  expect(within(verified).queryByRole('button')).toBeNull();
  expect(within(own).getByRole('button', { name: /Edit First aid/ })).toBeTruthy();
  expect(within(own).getByRole('button', { name: /Delete First aid/ })).toBeTruthy();
});

it('deleting one of their own sends the list the server keeps the verified one from', async () => {
  const user = userEvent.setup();
  show();
  await user.click(within(items()[1]).getByRole('button', { name: /Delete First aid/ }));
  harness.api.reply(200, { ...seeker, certifications: [VERIFIED] });
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await screen.findByText(/deleted/i, {}, SERVER_WAIT);
  expect(harness.api.received()[0]?.body).toEqual({ certifications: [VERIFIED] });
  expect(screen.getAllByRole('listitem')).toHaveLength(1);
});

it('names the training in Nepali', async () => {
  await act(() => i18n.changeLanguage('ne'));
  show();
  const [verified] = items();
  expect(verified.textContent).toContain('होटल तथा रेस्टुराँ सहायक');
  expect(verified.textContent).toContain('पोर्टलद्वारा प्रमाणित');
  expect(verified.textContent).not.toMatch(/[0-9]/);
});
