import { describe, expect, it } from 'vitest';
import { isPublicPagePath, notFoundPageHead, PUBLIC_PAGE_HEADS, publicPageHead } from './public-page-head.ts';
import { STATIC_PAGES } from './seo-routes.ts';

const publicUrl = 'https://jobs.example.np';
const meta = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`))?.[1];

describe('publicPageHead', () => {
  it('has a head in both languages for every page of the sitemap', () => {
    for (const path of STATIC_PAGES) {
      expect(isPublicPagePath(path), path).toBe(true);
      for (const lang of ['en', 'ne'] as const) {
        const copy = PUBLIC_PAGE_HEADS[path]![lang];
        expect(copy.title.length, `${path} ${lang}`).toBeGreaterThan(2);
        expect(copy.description.length, `${path} ${lang}`).toBeGreaterThan(20);
        if (lang === 'ne') expect(copy.description).toMatch(/[\u0900-\u097F]/);
      }
    }
    expect(isPublicPagePath('/admin')).toBe(false);
    expect(isPublicPagePath('/jobs/')).toBe(false);
  });

  it("links /jobs' feeds of its search in its language: criteria kept, sort, page and bad values left out", () => {
    const category = '0b7c7d1e-3c1a-4f57-9b1e-2a4b6c8d0e1f';
    const search = `page=3&sortBy=oldest&q=%E0%A4%B2%E0%A5%87%E0%A4%96%E0%A4%BE+a%26b&locationIds=${category}&locationIds=bad&categoryId=${category}&utm_source=x`;
    const html = publicPageHead({ path: '/jobs', lang: 'ne', publicUrl, search });
    const links = [...html.matchAll(/<link rel="alternate" type="([^"]+)" title="([^"]+)" href="([^"]+)">/g)];
    const query = `?q=%E0%A4%B2%E0%A5%87%E0%A4%96%E0%A4%BE+a%26b&amp;categoryId=${category}`;
    expect(links.map((link) => [link[1], link[2], link[3]])).toEqual([
      ['application/rss+xml', 'यो खोजीका जागिरहरू (RSS)', `${publicUrl}/ne/jobs/feed.rss${query}`],
      ['application/atom+xml', 'यो खोजीका जागिरहरू (Atom)', `${publicUrl}/ne/jobs/feed.atom${query}`],
    ]);
    // A list with a bad id is left out whole, as the page's own search leaves it out.
    expect(publicPageHead({ path: '/jobs', lang: 'en', publicUrl })).toContain(
      `<link rel="alternate" type="application/rss+xml" title="Jobs of this search (RSS)" href="${publicUrl}/jobs/feed.rss">`,
    );
    expect(publicPageHead({ path: '/about', lang: 'en', publicUrl, search: 'q=x' })).not.toContain('feed.');
  });

  it("gives /jobs its title with the portal's name, a canonical without query, and the portal's picture", () => {
    const html = publicPageHead({ path: '/jobs', lang: 'en', publicUrl });
    expect(html).toContain('<title>Find jobs | Gandaki Province Job Portal</title>');
    expect(html).toContain('<link rel="canonical" href="https://jobs.example.np/jobs">');
    expect(meta(html, 'og:url')).toBe('https://jobs.example.np/jobs');
    expect(meta(html, 'og:image')).toBe('https://jobs.example.np/api/share-image.png?lang=en');
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'og:image:alt')).toMatch(/^Gandaki Province Job Portal: /);
    expect(meta(html, 'og:locale')).toBe('en_US');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).not.toContain('noindex');
  });

  it('gives the Nepali home page the name alone as title, ne_NP and the Nepali picture', () => {
    const html = publicPageHead({ path: '/', lang: 'ne', publicUrl });
    expect(html).toContain('<title>गण्डकी प्रदेश रोजगार पोर्टल</title>');
    expect(html).toContain('<link rel="canonical" href="https://jobs.example.np/ne/">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://jobs.example.np/">');
    expect(html).toContain('<link rel="alternate" hreflang="ne" href="https://jobs.example.np/ne/">');
    expect(meta(html, 'og:locale')).toBe('ne_NP');
    expect(meta(html, 'og:locale:alternate')).toBe('en_US');
    expect(meta(html, 'og:image')).toBe('https://jobs.example.np/api/share-image.png?lang=ne');
    expect(meta(html, 'og:site_name')).toBe('गण्डकी प्रदेश रोजगार पोर्टल');
  });

  it('answers an unknown path with the 404 head', () => {
    expect(publicPageHead({ path: '/nope', lang: 'en', publicUrl })).toBe(notFoundPageHead({ lang: 'en', publicUrl }));
  });
});

describe('notFoundPageHead', () => {
  it('is noindex, without canonical, alternates or og:url, titled in the language', () => {
    const html = notFoundPageHead({ lang: 'ne', publicUrl });
    expect(html).toContain('<title>४०४ - पृष्ठ फेला परेन | गण्डकी प्रदेश रोजगार पोर्टल</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('hreflang');
    expect(meta(html, 'og:url')).toBeUndefined();
    expect(meta(html, 'og:image')).toBe('https://jobs.example.np/api/share-image.png?lang=ne');
  });
});
