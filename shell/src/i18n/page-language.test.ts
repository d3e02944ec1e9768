import { describe, expect, it } from 'vitest';
import { languageOfPage } from './page-language.ts';

describe('the language a page shows', () => {
  it("is a public page's URL's, whatever is stored; the stored one elsewhere", () => {
    expect(languageOfPage('/ne/jobs', 'en')).toBe('ne');
    expect(languageOfPage('/ne/', 'en')).toBe('ne');
    expect(languageOfPage('/jobs/1', 'ne')).toBe('en');
    expect(languageOfPage('/', 'ne')).toBe('en');
    expect(languageOfPage('/job_seeker/dashboard', 'ne')).toBe('ne');
    expect(languageOfPage('/signup', 'ne')).toBe('ne');
    expect(languageOfPage('/settings', 'en')).toBe('en');
  });
});
