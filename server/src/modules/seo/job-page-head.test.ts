import { wireJob } from 'shared-api/testing';
import { describe, expect, it } from 'vitest';
import { type HeadInput, httpUrl, jobPageHead, jobPostingJsonLd } from './job-page-head.ts';

const ID = '3f0b8a52-6a0e-4d55-9d7e-0c2f4b1a9e11';
const kaski = { id: 'l1', name_en: 'Kaski', name_ne: 'कास्की' };
const input = (patch: Partial<HeadInput> = {}, job: Parameters<typeof wireJob>[1] = {}): HeadInput => ({
  job: wireJob(ID, {
    title: 'Boat Captain',
    description: 'Steer boats on Phewa lake.',
    location: kaski,
    locationId: 'l1',
    applicationDeadline: '2026-11-22',
    employer: { id: 'e1', companyName: 'Fewa Boats & Co', companyLogoUrl: '/api/files/logo-1' },
    jobType: { id: 't1', name_en: 'Full Time', name_ne: 'पूर्ण समय', key: 'full-time' },
    ...job,
  }),
  row: {
    salaryRangeRef: { id: 's1', nameEn: '20k-30k', nameNe: '२०-३०', key: '20000-30000', min: 20000, max: 30000 },
    employerRef: { companyName: 'Fewa Boats & Co', logoFileId: 'logo-1', website: 'fewaboats.com.np' },
  },
  publicUrl: 'https://jobs.example.np',
  province: 'gandaki',
  lang: 'en',
  ...patch,
});
const meta = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`))?.[1];

describe('jobPageHead', () => {
  it('gives an English page its picture, size, alt text, site name, locales and the large Twitter card', () => {
    const html = jobPageHead(input());
    const image = `https://jobs.example.np/api/jobs/${ID}/share-image.png?lang=en`;
    expect(meta(html, 'og:image')).toBe(image);
    expect(meta(html, 'og:image:type')).toBe('image/png');
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'og:image:alt')).toBe(
      'Job: Boat Captain at Fewa Boats &amp; Co in Kaski. Apply by Nov 22, 2026 · 6 Mangsir 2083.',
    );
    expect(meta(html, 'og:site_name')).toBe('Gandaki Province Job Portal');
    expect(meta(html, 'og:locale')).toBe('en_US');
    expect(meta(html, 'og:locale:alternate')).toBe('ne_NP');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(image);
    expect(meta(html, 'twitter:image:alt')).toBe(meta(html, 'og:image:alt'));
    expect(html).toContain(`<link rel="canonical" href="https://jobs.example.np/jobs/${ID}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="https://jobs.example.np/jobs/${ID}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="ne" href="https://jobs.example.np/ne/jobs/${ID}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="https://jobs.example.np/jobs/${ID}">`);
    const nepali = jobPageHead(input({ lang: 'ne' }));
    expect(nepali).toContain(`<link rel="canonical" href="https://jobs.example.np/ne/jobs/${ID}">`);
    expect(meta(nepali, 'og:url')).toBe(`https://jobs.example.np/ne/jobs/${ID}`);
    expect(jobPostingJsonLd(input({ lang: 'ne' })).url).toBe(`https://jobs.example.np/ne/jobs/${ID}`);
    expect(html).not.toContain('noindex');
  });

  it('gives a Nepali page the Nepali picture, alt text, site name and ne_NP', () => {
    const html = jobPageHead(input({ lang: 'ne' }));
    expect(meta(html, 'og:image')).toBe(`https://jobs.example.np/api/jobs/${ID}/share-image.png?lang=ne`);
    expect(meta(html, 'og:image:alt')).toBe(
      'जागिर: Boat Captain, Fewa Boats &amp; Co, कास्की। आवेदनको अन्तिम मिति: २०८३ मङ्सिर ६ · नोभेम्बर २२, २०२६।',
    );
    expect(meta(html, 'og:site_name')).toBe('गण्डकी प्रदेश रोजगार पोर्टल');
    expect(meta(html, 'og:locale')).toBe('ne_NP');
    expect(meta(html, 'og:locale:alternate')).toBe('en_US');
  });

  it("shows the portal's picture (the job's own is 404) and noindex for a closed or expired job", () => {
    for (const job of [{ status: 'closed' as const }, { isExpired: true }]) {
      const html = jobPageHead(input({ lang: 'ne' }, job));
      expect(meta(html, 'og:image')).toBe('https://jobs.example.np/api/share-image.png?lang=ne');
      expect(meta(html, 'og:image:alt')).toContain('गण्डकी प्रदेश रोजगार पोर्टल');
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('leaves the deadline out of the alt text when the job has none', () => {
    const html = jobPageHead(input({}, { applicationDeadline: null }));
    expect(meta(html, 'og:image:alt')).toBe('Job: Boat Captain at Fewa Boats &amp; Co in Kaski.');
  });
});

describe('jobPostingJsonLd', () => {
  it('carries what Google asks for: deadline, monthly NPR salary, district, region, type, organisation, direct apply', () => {
    expect(jobPostingJsonLd(input())).toMatchObject({
      '@type': 'JobPosting',
      title: 'Boat Captain',
      datePosted: '2026-01-01T00:00:00.000Z',
      validThrough: '2026-11-22T23:59:59+05:45',
      employmentType: 'FULL_TIME',
      directApply: true,
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Fewa Boats & Co',
        logo: 'https://jobs.example.np/api/files/logo-1',
        sameAs: 'https://fewaboats.com.np/',
      },
      jobLocation: {
        address: { addressLocality: 'Kaski', addressRegion: 'Gandaki Province', addressCountry: 'NP' },
      },
      baseSalary: { currency: 'NPR', value: { minValue: 20000, maxValue: 30000, unitText: 'MONTH' } },
      identifier: { '@type': 'PropertyValue', value: ID },
    });
  });

  it('names the district in English whatever the page language, and leaves out what is unknown', () => {
    const ld = jobPostingJsonLd({
      ...input({ lang: 'ne' }, { employer: { id: 'e1', companyName: 'X', companyLogoUrl: null } }),
      row: { salaryRangeRef: null, employerRef: { companyName: 'X', logoFileId: null, website: '' } },
    });
    expect(ld).toMatchObject({ jobLocation: { address: { addressLocality: 'Kaski' } } });
    expect(ld).not.toHaveProperty('baseSalary');
    expect(ld.hiringOrganization).toEqual({ '@type': 'Organization', name: 'X' });
  });

  it('states the number of openings and the offered salary (a range, one amount, or an open end) over the band', () => {
    const range = jobPostingJsonLd(input({}, { vacancies: 3, salaryMin: 25000, salaryMax: 28000 }));
    expect(range).toMatchObject({
      totalJobOpenings: 3,
      baseSalary: { currency: 'NPR', value: { minValue: 25000, maxValue: 28000, unitText: 'MONTH' } },
    });
    const exact = jobPostingJsonLd(input({}, { salaryMin: 26000, salaryMax: 26000 }));
    expect(exact.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'NPR',
      value: { '@type': 'QuantitativeValue', value: 26000, unitText: 'MONTH' },
    });
    const from = jobPostingJsonLd(input({}, { salaryMin: 22000 }));
    expect(from.baseSalary).toMatchObject({ value: { minValue: 22000, unitText: 'MONTH' } });
    expect((from.baseSalary as { value: object }).value).not.toHaveProperty('maxValue');
    // Not stated: no openings, and the band's ends as before.
    expect(jobPostingJsonLd(input())).not.toHaveProperty('totalJobOpenings');
  });

  it("states the job's education and experience requirements from its levels", () => {
    const ld = jobPostingJsonLd(
      input(
        {},
        {
          educationLevel: { id: 'e1', name_en: "Bachelor's degree", name_ne: 'स्नातक', key: 'bachelor' },
          experienceLevel: { id: 'x1', name_en: 'Fresher', name_ne: 'नयाँ', key: 'fresher' },
        },
      ),
    );
    expect(ld.educationRequirements).toEqual({
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'bachelor degree',
    });
    expect(ld.experienceRequirements).toBe('no requirements');
  });

  it('says a remote job may be done from anywhere in Nepal (Google requires it with TELECOMMUTE)', () => {
    const remote = { id: 't9', name_en: 'Remote', name_ne: 'टाढाबाट', key: 'remote' };
    expect(jobPostingJsonLd(input({}, { jobType: remote }))).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Nepal' },
    });
    expect(jobPostingJsonLd(input())).not.toHaveProperty('applicantLocationRequirements');
  });
});

describe('httpUrl', () => {
  it('accepts web addresses, adds https:// to a bare host, refuses anything else', () => {
    expect(httpUrl('https://fewa.com.np/about')).toBe('https://fewa.com.np/about');
    expect(httpUrl('http://fewa.com.np')).toBe('http://fewa.com.np/');
    expect(httpUrl(' fewa.com.np ')).toBe('https://fewa.com.np/');
    for (const bad of ['', null, undefined, 'javascript:alert(1)', 'not a url', 'localhost', 'ftp://fewa.com.np']) {
      expect(httpUrl(bad)).toBeUndefined();
    }
  });
});
