// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WireUser } from 'shared-api';
import { pickDate } from 'shared-ui/testing';
import { describe, expect, it } from 'vitest';
import { renderSection, setUpSectionTests } from '../../../test/section-harness.tsx';
import { seekerWire } from '../../../test/seeker-wire.ts';
import { EducationSection } from './education-section.tsx';

const wire: WireUser = { ...seekerWire, education: [] };
setUpSectionTests();

describe('education form', () => {
  it('asks for the Other degree after a refused save and takes it as it is typed', async () => {
    const user = userEvent.setup();
    renderSection(wire, (seeker) => <EducationSection user={seeker} />);
    await user.click(screen.getByRole('button', { name: 'Add education' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText(/^School/), 'Prithvi Narayan Campus');
    await user.selectOptions(dialog.getByLabelText('Degree'), 'Other');
    await pickDate(user, 'Start date', '2012-08-01', dialog);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Please specify the degree.')).toBeTruthy();
    const custom = dialog.getByLabelText(/^Specify Degree/) as HTMLInputElement;
    await user.type(custom, 'Mountain guide diploma');
    expect(custom.value).toBe('Mountain guide diploma');
    expect((dialog.getByLabelText('Degree') as HTMLSelectElement).value).toBe('other');
  });
});
