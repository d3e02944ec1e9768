import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { dateFieldBounds, kathmanduToday } from 'shared-api';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { initTestI18n } from '../testing/init-test-i18n.ts';
import { Form } from './form.tsx';
import { FormDateField } from './form-date-field.tsx';
import { useContractForm } from './use-contract-form.ts';

const schema = z.object({ deadline: z.string() });

function DeadlineForm({ initial = '', onSubmit }: { initial?: string; onSubmit: (deadline: string) => void }) {
  const form = useContractForm(schema, { defaultValues: { deadline: initial } });
  return (
    <Form form={form} onSubmit={(values) => onSubmit(values.deadline)}>
      <FormDateField name="deadline" label="Deadline" />
      <button type="submit">Save</button>
      <button type="button" onClick={() => form.reset({ deadline: '2030-01-15' })}>
        Reset
      </button>
    </Form>
  );
}

const part = (label: string) => screen.getByRole('combobox', { name: label }) as HTMLSelectElement;

describe('FormDateField (BS / AD)', () => {
  beforeAll(() => {
    initTestI18n();
  });
  afterEach(async () => {
    await act(() => i18next.changeLanguage('en'));
  });

  it('picks 2083 Mangsir 6 in BS and puts 2026-11-22 on the form value', async () => {
    await act(() => i18next.changeLanguage('ne'));
    const user = userEvent.setup();
    let saved = '';
    render(<DeadlineForm onSubmit={(deadline) => (saved = deadline)} />);
    // Nepali: BS by default, Nepali digits and month names.
    expect(screen.getByRole('radio', { name: 'वि.सं.' })).toHaveProperty('checked', true);
    await user.selectOptions(part('Deadline: साल'), '२०८३');
    await user.selectOptions(part('Deadline: महिना'), 'मङ्सिर');
    await user.selectOptions(part('Deadline: गते'), '६');
    expect(screen.getByText('२०८३ मङ्सिर ६ · नोभेम्बर २२, २०२६')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toBe('2026-11-22');
  });

  it('loads an ISO value as the right BS day, and shows it in AD on request', async () => {
    const user = userEvent.setup();
    render(<DeadlineForm initial="2026-11-22" onSubmit={() => {}} />);
    // English: AD by default.
    expect([part('Deadline: Year').value, part('Deadline: Month').value, part('Deadline: Day').value]).toEqual([
      '2026',
      '11',
      '22',
    ]);
    await user.click(screen.getByRole('radio', { name: 'BS' }));
    expect([part('Deadline: Year').value, part('Deadline: Month').value, part('Deadline: Day').value]).toEqual([
      '2083',
      '8',
      '6',
    ]);
    expect(part('Deadline: Month').selectedOptions[0]?.textContent).toBe('Mangsir');
    expect(screen.getByText('6 Mangsir 2083 · Nov 22, 2026')).toBeTruthy();
    // A value set from outside (a reset) shows in the selects of the chosen calendar.
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect([part('Deadline: Year').value, part('Deadline: Month').value, part('Deadline: Day').value]).toEqual([
      '2086',
      '10',
      '1',
    ]);
  });

  it('keeps the value empty until the day is complete, and clears it when a part is cleared', async () => {
    const user = userEvent.setup();
    let saved: string | null = null;
    render(<DeadlineForm initial="2026-12-22" onSubmit={(deadline) => (saved = deadline)} />);
    await user.selectOptions(part('Deadline: Day'), '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toBe('');
    await user.selectOptions(part('Deadline: Day'), '31');
    await user.selectOptions(part('Deadline: Month'), 'Feb'); // 2026: 28 days, the 31st becomes the 28th
    expect(part('Deadline: Day').value).toBe('28');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toBe('2026-02-28');
  });
});

function BoundedForm({ bounds, initial = '' }: { bounds: 'deadline' | 'past' | 'planned'; initial?: string }) {
  const form = useContractForm(schema, { defaultValues: { deadline: initial } });
  return (
    <Form form={form} onSubmit={() => undefined}>
      <FormDateField name="deadline" label="Day" bounds={bounds} />
    </Form>
  );
}

const yearOptions = () =>
  [...part('Day: Year').options]
    .map((option) => option.value)
    .filter(Boolean)
    .map(Number);

describe('FormDateField bounds', () => {
  beforeAll(() => {
    initTestI18n();
  });

  it('offers a deadline only this year and the next, never a past year', () => {
    const thisYear = Number(kathmanduToday().slice(0, 4));
    render(<BoundedForm bounds="deadline" />);
    expect(yearOptions()).toEqual(
      Number(dateFieldBounds('deadline').max.slice(0, 4)) > thisYear ? [thisYear + 1, thisYear] : [thisYear],
    );
  });

  it('offers a start no later than this year, back to 1950', () => {
    render(<BoundedForm bounds="past" />);
    const years = yearOptions();
    expect(years[0]).toBe(Number(kathmanduToday().slice(0, 4)));
    expect(years.at(-1)).toBe(1950);
  });

  it('keeps the year of a saved day outside the bounds (an expired deadline being edited)', () => {
    render(<BoundedForm bounds="deadline" initial="2020-01-15" />);
    expect(yearOptions()).toContain(2020);
    expect(part('Day: Year').value).toBe('2020');
  });

  it('offers BS years within the table in Nepali', async () => {
    await act(() => i18next.changeLanguage('ne'));
    try {
      render(<BoundedForm bounds="planned" />);
      const years = [...(screen.getByRole('combobox', { name: 'Day: साल' }) as HTMLSelectElement).options]
        .map((option) => option.value)
        .filter(Boolean)
        .map(Number);
      expect(years[0]).toBe(2090);
      expect(years.at(-1)).toBe(2006);
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });
});
