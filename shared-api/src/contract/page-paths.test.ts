import { describe, expect, it } from 'vitest';
import { localizedPath, pageLanguageOfPath, withoutLanguagePrefix } from './page-paths.ts';

describe('a URL per language', () => {
  it('reads the language and the page from a path', () => {
    for (const [path, language, page] of [
      ['/', 'en', '/'],
      ['/jobs', 'en', '/jobs'],
      ['/news', 'en', '/news'],
      ['/nepal', 'en', '/nepal'],
      ['/ne', 'ne', '/'],
      ['/ne/', 'ne', '/'],
      ['/ne/jobs', 'ne', '/jobs'],
      ['/ne/jobs/1', 'ne', '/jobs/1'],
    ] as const) {
      expect(pageLanguageOfPath(path), path).toBe(language);
      expect(withoutLanguagePrefix(path), path).toBe(page);
    }
  });

  it('builds the URL of a page in either language, the way back to what it read', () => {
    expect(localizedPath('/', 'ne')).toBe('/ne/');
    expect(localizedPath('/jobs?q=x#top', 'ne')).toBe('/ne/jobs?q=x#top');
    expect(localizedPath('/jobs?q=x', 'en')).toBe('/jobs?q=x');
    for (const page of ['/', '/jobs', '/jobs/1', '/employers/2']) {
      for (const language of ['en', 'ne'] as const) {
        const url = localizedPath(page, language);
        expect(pageLanguageOfPath(url)).toBe(language);
        expect(withoutLanguagePrefix(url)).toBe(page);
      }
    }
  });
});
