import type { JobApplication } from 'shared-api';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER, filterApplications, isFiltering } from './applicant-filter.ts';

function application(id: string, seeker: Partial<JobApplication['seeker']>): JobApplication {
  return {
    id,
    jobId: 'job',
    seekerId: id,
    appliedAt: '2026-01-01T00:00:00.000Z',
    status: 'pending',
    rejectionReason: null,
    viewed: false,
    note: null,
    resumeFileName: null,
    withdrawnAt: null,
    job: { id: 'job', title: 'Cook', status: 'open', companyName: 'C', location: null, customLocation: null },
    seeker: {
      id,
      email: `${id}@example.com`,
      fullName: id,
      headline: '',
      summary: '',
      linkedinUrl: '',
      contact: { phone: '', address: '' },
      skills: [],
      location: null,
      resumeUrl: null,
      resumeFileName: null,
      experience: [],
      education: [],
      ...seeker,
    },
  };
}

const sita = application('sita', {
  skills: ['JavaScript', 'React', 'Customer service'],
  location: { name_en: 'Kaski', name_ne: 'कास्की', customLocation: null },
  education: [
    {
      id: 'e',
      school: 'Prithvi Narayan Campus',
      degree: 'BBS',
      customDegree: null,
      fieldOfStudy: 'Management',
      startDate: '2018-01-01',
      endDate: null,
      description: '',
    },
  ],
  experience: [
    {
      id: 'x',
      title: 'Waiter',
      company: 'Fewa Hotel',
      location: '',
      startDate: '2020-01-01',
      endDate: null,
      description: '',
      noticePeriod: '1 month',
      present: true,
    },
  ],
});
const ram = application('ram', {
  skills: ['Driving'],
  location: { name_en: 'Other', name_ne: 'अन्य', customLocation: 'Begnas' },
});
const all = [sita, ram];
const run = (patch: Partial<typeof EMPTY_FILTER>) =>
  filterApplications(all, { ...EMPTY_FILTER, ...patch }).map((a) => a.id);

describe('filterApplications', () => {
  it('keeps everyone without filters', () => {
    expect(run({})).toEqual(['sita', 'ram']);
    expect(isFiltering(EMPTY_FILTER)).toBe(false);
  });

  it('needs ALL comma-separated skills, each matching part of a skill, case-insensitively', () => {
    expect(run({ skills: 'java, react' })).toEqual(['sita']);
    expect(run({ skills: 'java, driving' })).toEqual([]);
    expect(run({ skills: ' , DRIV ' })).toEqual(['ram']);
  });

  it('matches the city against the location names and custom text', () => {
    expect(run({ city: 'kask' })).toEqual(['sita']);
    expect(run({ city: 'कास्की' })).toEqual(['sita']);
    expect(run({ city: 'begnas' })).toEqual(['ram']);
  });

  it('matches education by degree, field or school, and experience by title or company', () => {
    expect(run({ education: 'bbs' })).toEqual(['sita']);
    expect(run({ education: 'management' })).toEqual(['sita']);
    expect(run({ education: 'prithvi' })).toEqual(['sita']);
    expect(run({ experience: 'waiter' })).toEqual(['sita']);
    expect(run({ experience: 'fewa' })).toEqual(['sita']);
    expect(run({ experience: 'pilot' })).toEqual([]);
  });
});
