import type { LookupItem } from 'shared-api';
import { describe, expect, it } from 'vitest';
import { skillName } from './skill-name.ts';

const skills: LookupItem[] = [
  { id: '1', name_en: 'Accounting', name_ne: 'लेखा', key: null },
  { id: '2', name_en: 'Cooking', name_ne: '', key: null },
];

describe('skillName', () => {
  it('shows a listed skill in the language, whichever name it was stored by', () => {
    expect(skillName('Accounting', skills, 'ne')).toBe('लेखा');
    expect(skillName(' accounting ', skills, 'ne')).toBe('लेखा');
    expect(skillName('लेखा', skills, 'en')).toBe('Accounting');
  });

  it('keeps a skill that is not listed, or has no name in the language, as written', () => {
    expect(skillName('Trekking guide', skills, 'ne')).toBe('Trekking guide');
    expect(skillName('Cooking', skills, 'ne')).toBe('Cooking');
    expect(skillName('Accounting', [], 'ne')).toBe('Accounting');
  });
});
