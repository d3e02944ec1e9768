import type { Job, LookupItem } from 'shared-api';
import { describe, expect, it } from 'vitest';
import { EMPTY_JOB_FORM, jobToFormValues, toJobFormData, validateJobForm } from './job-form-values.ts';

const item = (id: string, name_en: string, key?: string): LookupItem => ({ id, name_en, name_ne: name_en, key });
const lookups = {
  categories: [item('c1', 'IT'), item('c-other', 'Other')],
  industries: [item('i1', 'Tourism'), item('i-other', 'Other')],
  locations: [item('l1', 'Kaski'), item('l-other', 'Other')],
  salaryRanges: [
    item('s1', 'NPR 10,000 - 20,000', '10000-20000'),
    item('s-neg', 'Negotiable', 'negotiable'),
    item('s-neg2', 'Salary negotiable', 'x'),
  ],
};

describe('validateJobForm', () => {
  it('requires the title and the custom text of Other entries and negotiable salaries', () => {
    expect(validateJobForm(EMPTY_JOB_FORM, lookups)).toEqual({ title: 'titleRequired' });
    const values = {
      ...EMPTY_JOB_FORM,
      title: 'Cook',
      categoryId: 'c-other',
      industryId: 'i-other',
      locationId: 'l-other',
      salaryRangeId: 's-neg2',
    };
    expect(validateJobForm(values, lookups)).toEqual({
      customCategory: 'customCategoryRequired',
      customIndustry: 'customIndustryRequired',
      customLocation: 'customLocationRequired',
      customSalary: 'customSalaryRequired',
    });
    expect(
      validateJobForm({ ...values, salaryRangeId: 's1', categoryId: 'c1', industryId: '', locationId: 'l1' }, lookups),
    ).toEqual({});
  });
});

describe('toJobFormData', () => {
  it('clears custom values not needed, sends skills as JSON, omits an empty deadline', () => {
    const data = toJobFormData(
      {
        ...EMPTY_JOB_FORM,
        title: ' Cook ',
        categoryId: 'c1',
        customCategory: 'stale',
        salaryRangeId: 's-neg',
        customSalary: 'NPR 30k',
        skills: ['Baking'],
      },
      lookups,
    );
    expect(data.get('title')).toBe('Cook');
    expect(data.get('customCategory')).toBe('');
    expect(data.get('customSalary')).toBe('NPR 30k');
    expect(data.get('skills')).toBe('["Baking"]');
    expect(data.has('applicationDeadline')).toBe(false);
    expect(data.has('removeAttachment')).toBe(false);
  });

  it('asks to remove the attachment only when no new file replaces it', () => {
    expect(
      toJobFormData({ ...EMPTY_JOB_FORM, title: 'T' }, lookups, { removeAttachment: true }).get('removeAttachment'),
    ).toBe('true');
    const file = new File(['%PDF-'], 'a.pdf', { type: 'application/pdf' });
    const replaced = toJobFormData({ ...EMPTY_JOB_FORM, title: 'T' }, lookups, {
      removeAttachment: true,
      attachment: file,
    });
    expect(replaced.has('removeAttachment')).toBe(false);
    expect(replaced.get('attachment')).toBeInstanceOf(File);
  });
});

describe('jobToFormValues', () => {
  it('prefixes a duplicate title', () => {
    const job = { title: 'Cook', description: '', skills: ['A'], applicationDeadline: null } as unknown as Job;
    expect(jobToFormValues(job, 'Copy of ').title).toBe('Copy of Cook');
    expect(jobToFormValues(job).applicationDeadline).toBe('');
  });
});
