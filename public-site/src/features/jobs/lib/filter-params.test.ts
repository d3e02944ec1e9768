import { describe, expect, it } from 'vitest';
import { filterFromParams } from './filter-from-params.ts';
import { activeFilterCount, criteriaKey, filterToSearch, withoutFilters } from './filter-params.ts';

const A = '0b0c1e4e-0000-4000-8000-00000000000a';
const B = '0b0c1e4e-0000-4000-8000-00000000000b';

describe('job search <-> URL', () => {
  it('round-trips every filter, the sort, the keyword and the page with the wire names', () => {
    const filter = {
      q: 'cook',
      categoryId: A,
      industryId: B,
      jobTypes: [A, B],
      locationIds: [B],
      experienceLevels: [A],
      educationLevels: [B],
      salaryRange: A,
      skills: ['Cooking', 'English'],
      sortBy: 'oldest' as const,
      page: 3,
    };
    const search = filterToSearch(filter);
    const params = new URLSearchParams(search);
    expect(params.get('jobTypes')).toBe(`${A},${B}`);
    expect(params.get('skills')).toBe('Cooking,English');
    expect(params.get('sortBy')).toBe('oldest');
    expect(params.get('page')).toBe('3');
    expect(filterFromParams(params)).toEqual(filter);
  });

  it('leaves defaults and empty values out of the URL', () => {
    expect(filterToSearch({ sortBy: 'newest', page: 1, jobTypes: [], q: '' })).toBe('');
    expect(filterFromParams(new URLSearchParams(''))).toEqual({});
  });

  it("sends no sort for a keyword search the visitor did not sort, so the server's relevance order applies", () => {
    expect(filterToSearch({ q: 'cook' })).toBe('?q=cook');
    expect(filterToSearch({ q: 'cook', sortBy: 'relevance' })).toBe('?q=cook');
    expect(filterFromParams(new URLSearchParams('q=cook&sortBy=relevance'))).toEqual({ q: 'cook' });
    // A sort chosen with a keyword is kept and sent; newest without a keyword is the default and left out.
    expect(new URLSearchParams(filterToSearch({ q: 'cook', sortBy: 'newest' })).get('sortBy')).toBe('newest');
    expect(filterFromParams(new URLSearchParams('q=cook&sortBy=newest'))).toEqual({ q: 'cook', sortBy: 'newest' });
    expect(filterFromParams(new URLSearchParams('sortBy=newest'))).toEqual({});
    // Relevance means nothing without a keyword.
    expect(filterToSearch({ sortBy: 'relevance' })).toBe('');
  });

  it('reads the filters GET form (one parameter per chosen item, "all" for no choice) as the same search', () => {
    const form = new URLSearchParams(
      `q=cook&sortBy=newest&categoryId=all&industryId=all&salaryRange=all&jobTypes=${A}&jobTypes=${B}&locationIds=${B}&skills=Cooking,English`,
    );
    expect(filterFromParams(form)).toEqual({
      q: 'cook',
      sortBy: 'newest',
      jobTypes: [A, B],
      locationIds: [B],
      skills: ['Cooking', 'English'],
    });
    expect(filterFromParams(new URLSearchParams(`jobTypes=&jobTypes=${A}&skills=`))).toEqual({ jobTypes: [A] });
  });

  it("treats categoryId 'all' as no category and ignores a bad sort or page", () => {
    expect(filterFromParams(new URLSearchParams('categoryId=all&sortBy=random&page=-2'))).toEqual({});
  });

  it('reads the URL by the contract query schema, dropping only what the server would refuse', () => {
    const params = new URLSearchParams(
      `q=${'x'.repeat(201)}&jobTypes=not-an-id&locationIds=${A}&industryId=42&skills=,,&page=abc&sortBy=relevance`,
    );
    expect(filterFromParams(params)).toEqual({ locationIds: [A] });
    expect(filterFromParams(new URLSearchParams(`q=  cook  &categoryId=${A}&page=100001`))).toEqual({
      q: 'cook',
      categoryId: A,
    });
  });

  it('keys the criteria without the page', () => {
    expect(criteriaKey({ q: 'x', page: 4 })).toBe(criteriaKey({ q: 'x' }));
    expect(criteriaKey({ q: 'x' })).not.toBe(criteriaKey({ q: 'y' }));
  });
});

describe('the "Filters (n)" count', () => {
  it('counts each chosen item of a list and each single choice, not the keyword, sort or page', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ q: 'cook', sortBy: 'oldest', page: 2 })).toBe(0);
    expect(activeFilterCount({ locationIds: [A, B] })).toBe(2);
    expect(
      activeFilterCount(
        filterFromParams(
          new URLSearchParams(
            `q=cook&categoryId=${A}&industryId=${B}&jobTypes=${A},${B}&locationIds=${B}&experienceLevels=${A}` +
              `&educationLevels=${B}&salaryRange=${A}&skills=Cooking,English&sortBy=oldest&page=2`,
          ),
        ),
      ),
    ).toBe(10);
    expect(activeFilterCount(filterFromParams(new URLSearchParams('categoryId=all&locationIds=not-an-id')))).toBe(0);
  });

  it('clearing keeps the keyword and the sort only', () => {
    expect(withoutFilters({ q: 'cook', sortBy: 'oldest', page: 3, locationIds: [A], categoryId: B })).toEqual({
      q: 'cook',
      sortBy: 'oldest',
    });
    expect(withoutFilters({ jobTypes: [A] })).toEqual({});
  });
});
