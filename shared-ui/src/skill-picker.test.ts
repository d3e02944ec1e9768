import { expect, it } from 'vitest';
import { matchSkills } from './skill-picker.tsx';

const items = [
  { id: '1', name_en: 'Plumbing', name_ne: 'प्लम्बिङ' },
  { id: '2', name_en: 'Cooking', name_ne: 'खाना पकाउने' },
  { id: '3', name_en: 'English', name_ne: 'अङ्ग्रेजी' },
];

it('matches in either language, case-insensitively, and leaves out chosen skills', () => {
  expect(matchSkills(items, 'PLUMB', [], 'en')).toEqual(['Plumbing']);
  expect(matchSkills(items, 'प्लम्ब', [], 'en')).toEqual(['Plumbing']);
  expect(matchSkills(items, 'plumb', [], 'ne')).toEqual(['प्लम्बिङ']);
  expect(matchSkills(items, 'ing', ['cooking'], 'en')).toEqual(['Plumbing']);
  expect(matchSkills(items, 'ing', ['खाना पकाउने'], 'en')).toEqual(['Plumbing']);
});
