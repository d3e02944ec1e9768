import { describe, expect, it } from 'vitest';
import { activeFilters } from './active-filters.ts';

const item = (id: string, name_en: string, name_ne: string) => ({ id, name_en, name_ne });
const KASKI = item('loc-kaski', 'Kaski', 'कास्की');
const MYAGDI = item('loc-myagdi', 'Myagdi', 'म्याग्दी');
const lists = {
  categories: [item('cat-hotel', 'Hotel & Tourism', 'होटल तथा पर्यटन')],
  locations: [KASKI, MYAGDI],
  'job-levels': [item('lvl-mid', 'Mid level', 'मध्यम तह')],
  'salary-ranges': [item('sal-2', 'NPR 20,000 - 30,000', 'रु. २०,००० - ३०,०००')],
  skills: [item('sk-cook', 'Cooking', 'खाना पकाउने')],
};

describe('activeFilters', () => {
  it('names every chosen filter in the page language, in the panel order, skills by the skills list', () => {
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
    expect(activeFilters(filter, lists, 'ne').map((chip) => chip.name)).toEqual([
      'होटल तथा पर्यटन',
      'कास्की',
      'म्याग्दी',
      'मध्यम तह',
      'रु. २०,००० - ३०,०००',
      'खाना पकाउने',
      'Momo folding',
    ]);
    expect(activeFilters(filter, lists, 'en').map((chip) => chip.name)[1]).toBe('Kaski');
  });

  it("each chip's search lacks that one filter and keeps the rest, the keyword and the sort, at page 1", () => {
    const filter = {
      q: 'cook',
      sortBy: 'oldest' as const,
      page: 3,
      locationIds: ['loc-kaski', 'loc-myagdi'],
      categoryId: 'cat-hotel',
    };
    const [category, kaski] = activeFilters(filter, lists, 'en');
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
    expect(activeFilters({ q: 'cook', sortBy: 'newest', jobTypes: [], locationIds: ['gone'] }, lists, 'en')).toEqual(
      [],
    );
  });
});
