import { describe, expect, it } from 'vitest';
import { sameFilter, searchFromParams, searchToParams, searchToQuery } from './applicant-search.ts';

describe('the applicant search in the URL', () => {
  it('reads the filters and the page, ignoring an unknown status and a bad page', () => {
    expect(
      searchFromParams(new URLSearchParams('city=पोखरा&skills=लेखा&status=shortlisted&requirements=unmet&page=3')),
    ).toEqual({
      skills: 'लेखा',
      city: 'पोखरा',
      education: '',
      experience: '',
      status: 'shortlisted',
      requirements: 'unmet',
      page: 3,
    });
    const odd = searchFromParams(new URLSearchParams('status=hired&requirements=maybe&page=-2'));
    expect(odd.status).toBe('');
    expect(odd.requirements).toBe('');
    expect(odd.page).toBe(1);
    expect(searchFromParams(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('writes only what is set, and the API query trimmed', () => {
    const search = {
      skills: ' react ',
      city: '',
      education: '',
      experience: '',
      status: 'pending',
      requirements: 'met',
      page: 1,
    } as const;
    expect(searchToParams(search).toString()).toBe('skills=+react+&status=pending&requirements=met');
    expect(searchToQuery(search)).toEqual({ skills: 'react', status: 'pending', requirements: 'met' });
    expect(searchToQuery({ ...search, page: 2 }).page).toBe(2);
    expect(searchFromParams(searchToParams({ ...search, page: 4 }))).toEqual({ ...search, page: 4 });
  });

  it('compares filter sets as the list would see them', () => {
    const base = { skills: 'react', city: '', education: '', experience: '', status: '', requirements: '' } as const;
    expect(sameFilter(base, { ...base, skills: 'react ' })).toBe(true);
    expect(sameFilter(base, { ...base, status: 'rejected' })).toBe(false);
    expect(sameFilter(base, { ...base, requirements: 'unmet' })).toBe(false);
  });
});
