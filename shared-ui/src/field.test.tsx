import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from './field.tsx';
import { SelectField, TextAreaField } from './job-form/select-field.tsx';

describe('required marker', () => {
  afterEach(cleanup);

  it('Field, SelectField and TextAreaField show the same * after the label of a required field', () => {
    render(
      <>
        <Field label="Name" required />
        <SelectField label="Type" required>
          <option value="">-</option>
        </SelectField>
        <TextAreaField label="Reason" required />
        <TextAreaField label="Notes" />
      </>,
    );
    for (const label of ['Name', 'Type', 'Reason']) {
      const control = screen.getByLabelText(new RegExp(`^${label}`));
      expect(control.hasAttribute('required'), label).toBe(true);
      const mark = document.querySelector(`label[for="${control.id}"] .field-required`);
      expect(mark?.textContent?.trim(), label).toBe('*');
      expect(mark?.getAttribute('aria-hidden'), label).toBe('true');
    }
    const notes = screen.getByLabelText('Notes');
    expect(notes.hasAttribute('required')).toBe(false);
    expect(document.querySelector(`label[for="${notes.id}"] .field-required`)).toBeNull();
  });
});
