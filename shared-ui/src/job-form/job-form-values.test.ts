import type { Job, LookupItem } from 'shared-api';
import { employerMessages } from 'shared-api/area-constants';
import { describe, expect, it } from 'vitest';
import { EMPTY_JOB_FORM, jobFormSchema, jobToFormValues, toJobFormData } from './job-form-values.ts';

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

describe('jobFormSchema', () => {
  // The contract's lookup ids are uuids.
  const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const ids = { it: uuid(1), catOther: uuid(2), indOther: uuid(3), locOther: uuid(4), band: uuid(5), neg: uuid(6) };
  const withIds = {
    categories: [item(ids.it, 'IT'), item(ids.catOther, 'Other')],
    industries: [item(ids.indOther, 'Other')],
    locations: [item(ids.locOther, 'Other')],
    salaryRanges: [item(ids.band, 'NPR 10,000 - 20,000', '10000-20000'), item(ids.neg, 'Salary negotiable', 'x')],
  };
  const empty = { ...EMPTY_JOB_FORM, attachment: null, removeAttachment: false };
  const problems = (values: object) => {
    const result = jobFormSchema(withIds).safeParse(values);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it("requires the title (the contract's message) and the custom text of Other entries and negotiable bands", () => {
    expect(problems(empty)).toEqual([['title', employerMessages.titleRequired]]);
    const values = {
      ...empty,
      title: 'Cook',
      categoryId: ids.catOther,
      industryId: ids.indOther,
      locationId: ids.locOther,
      salaryRangeId: ids.neg,
    };
    expect(problems(values)).toEqual([
      ['customCategory', employerMessages.customCategoryRequired],
      ['customIndustry', employerMessages.customIndustryRequired],
      ['customLocation', employerMessages.customLocationRequired],
      ['customSalary', employerMessages.customSalaryRequired],
    ]);
    expect(problems({ ...values, customCategory: ' ', customIndustry: 'Tea', customLocation: 'Bandipur' })).toEqual([
      ['customCategory', employerMessages.customCategoryRequired],
      ['customSalary', employerMessages.customSalaryRequired],
    ]);
    expect(
      problems({ ...values, categoryId: ids.it, industryId: '', locationId: '', salaryRangeId: ids.band }),
    ).toEqual([]);
  });

  it("keeps the contract's bounds", () => {
    expect(problems({ ...empty, title: 'x'.repeat(201) })).toEqual([['title', employerMessages.titleTooLong]]);
    expect(problems({ ...empty, title: 'Cook', categoryId: 'not-an-id' })).toEqual([
      ['categoryId', employerMessages.unknownLookup],
    ]);
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
