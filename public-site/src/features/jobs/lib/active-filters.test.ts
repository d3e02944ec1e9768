import { describe, expect, it } from 'vitest';
import { activeFilters, namedLists } from './active-filters.ts';

/** The lists as a page in `language` gets them: one name each. */
const listsIn = (language: 'en' | 'ne') => {
  const item = (id: string, en: string, ne: string) => ({ id, name: language === 'ne' ? ne : en });
  return {
    categories: [item('cat-hotel', 'Hotel & Tourism', 'होटल तथा पर्यटन')],
    locations: [item('loc-kaski', 'Kaski', 'कास्की'), item('loc-myagdi', 'Myagdi', 'म्याग्दी')],
    'job-levels': [item('lvl-mid', 'Mid level', 'मध्यम तह')],
    'salary-ranges': [item('sal-2', 'NPR 20,000 - 30,000', 'रु. २०,००० - ३०,०००')],
  };
};
/** The skill names a page in Nepali gets for its chosen skills (the skills list knows Cooking). */
const skillNe = (skill: string) => (skill === 'Cooking' ? 'खाना पकाउने' : skill);
const asWritten = (skill: string) => skill;
const lists = listsIn('en');

describe('activeFilters', () => {
  it('names every chosen filter in the page language, in the panel order, skills by their names', () => {
    const filter = {
      q: 'cook',
      sortBy: 'oldest' as const,
      page: 3,
      salaryRange: 'sal-2',
      locationIds: ['loc-kaski', 'loc-myagdi'],
      categoryId: 'cat-hotel',
      jobLevels: ['lvl-mid'],
      skills: ['Cooking', 'Momo folding'],
    };
    expect(activeFilters(filter, listsIn('ne'), skillNe).map((chip) => chip.name)).toEqual([
      'होटल तथा पर्यटन',
      'कास्की',
      'म्याग्दी',
      'मध्यम तह',
      'रु. २०,००० - ३०,०००',
      'खाना पकाउने',
      'Momo folding',
    ]);
    expect(activeFilters(filter, lists, asWritten).map((chip) => chip.name)[1]).toBe('Kaski');
  });

  it("each chip's search lacks that one filter and keeps the rest, the keyword and the sort, at page 1", () => {
    const filter = {
      q: 'cook',
      sortBy: 'oldest' as const,
      page: 3,
      locationIds: ['loc-kaski', 'loc-myagdi'],
      categoryId: 'cat-hotel',
    };
    const [category, kaski] = activeFilters(filter, lists, asWritten);
    expect(category?.without).toEqual({
      q: 'cook',
      sortBy: 'oldest',
      page: undefined,
      locationIds: ['loc-kaski', 'loc-myagdi'],
      categoryId: undefined,
    });
    expect(kaski?.without).toEqual({
      q: 'cook',
      sortBy: 'oldest',
      page: undefined,
      locationIds: ['loc-myagdi'],
      categoryId: 'cat-hotel',
    });
  });

  it('has no chip for the keyword, the sort, an empty list or an id no list knows', () => {
    expect(
      activeFilters({ q: 'cook', sortBy: 'newest', jobTypes: [], locationIds: ['gone'] }, lists, asWritten),
    ).toEqual([]);
  });
});

describe('namedLists', () => {
  it('names the lists of the chosen filters only, in the panel order', () => {
    expect(namedLists({ q: 'cook', salaryRange: 'sal-2', locationIds: ['loc-kaski'], jobTypes: [] })).toEqual([
      'locations',
      'salary-ranges',
    ]);
    expect(namedLists({ skills: ['Cooking'] })).toEqual([]);
  });
});
