import { describe, expect, it } from 'vitest';
import { baseSalary, educationRequirements, experienceRequirements } from './job-posting-requirements.ts';

const level = (key: string) => ({ id: 'x', name_en: key, name_ne: key, key });

describe('JobPosting requirements', () => {
  it('names the credential each education level asks for; below SEE asks for none', () => {
    const category = (key: string) => educationRequirements({ educationLevel: level(key) });
    expect(category('bachelor')).toEqual({
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'bachelor degree',
    });
    expect(category('master')).toMatchObject({ credentialCategory: 'postgraduate degree' });
    expect(category('see')).toMatchObject({ credentialCategory: 'high school' });
    expect(category('plus-two')).toMatchObject({ credentialCategory: 'high school' });
    expect(category('diploma')).toMatchObject({ credentialCategory: 'professional certificate' });
    expect(category('below-see')).toBe('no requirements');
    expect(category('phd-unknown')).toBeUndefined();
    expect(educationRequirements({ educationLevel: null })).toBeUndefined();
  });

  it('gives the least months of experience of each level; a fresher or under a year needs none', () => {
    const months = (key: string) => experienceRequirements({ experienceLevel: level(key) });
    expect(months('1-3')).toEqual({ '@type': 'OccupationalExperienceRequirements', monthsOfExperience: 12 });
    expect(months('3-5')).toMatchObject({ monthsOfExperience: 36 });
    expect(months('5+')).toMatchObject({ monthsOfExperience: 60 });
    expect(months('fresher')).toBe('no requirements');
    expect(months('0-1')).toBe('no requirements');
    expect(experienceRequirements({ experienceLevel: null })).toBeUndefined();
  });

  it('states the bounds a salary band has, and never an exact pay for an open-ended one', () => {
    const value = (band: { min: number | null; max: number | null }) =>
      (baseSalary(band) as { value: Record<string, unknown> } | undefined)?.value;
    expect(value({ min: 20000, max: 30000 })).toEqual({
      '@type': 'QuantitativeValue',
      minValue: 20000,
      maxValue: 30000,
      unitText: 'MONTH',
    });
    expect(value({ min: 50000, max: null })).toEqual({
      '@type': 'QuantitativeValue',
      minValue: 50000,
      unitText: 'MONTH',
    });
    expect(value({ min: null, max: 10000 })).toEqual({
      '@type': 'QuantitativeValue',
      maxValue: 10000,
      unitText: 'MONTH',
    });
    expect(baseSalary({ min: null, max: null })).toBeUndefined();
    expect(baseSalary(null)).toBeUndefined();
  });
});
