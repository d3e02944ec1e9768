import type { CvLanguage, DisplayPreferences } from 'shared-api/contract';
import { toDevanagariDigits } from 'shared-ui/calendar';
import { cvMonth } from './cv-dates.ts';
import type { CvFont, FontWeight } from './cv-fonts.ts';
import { PageFlow, type TextStyle, wrap } from './cv-layout.ts';
import { CV_TEXTS } from './cv-texts.ts';
import { PdfWriter, type Rgb } from './pdf-writer.ts';

/** What a CV shows, as the profile holds it (names of lookups already in the CV's language). */
export type CvProfile = {
  fullName: string;
  headline: string;
  summary: string;
  email: string;
  phone: string;
  address: string;
  district: string;
  linkedinUrl: string;
  skills: string[];
  experience: {
    title: string;
    company: string;
    location: string;
    startDate: string;
    endDate: string | null;
    present: boolean;
    description: string;
    noticePeriod: string;
  }[];
  education: {
    degree: string;
    fieldOfStudy: string;
    school: string;
    startDate: string;
    endDate: string | null;
    description: string;
  }[];
  certifications: { name: string; issuingOrganization: string; issueDate: string | null; verified: boolean }[];
};

/** At most two A4 pages; an entry's description and the summary are cut to a few lines (docs/decisions/cv-pdf.md). */
export const CV_MAX_PAGES = 2;
const DESCRIPTION_LINES = 6;
const SUMMARY_LINES = 10;
const MARGIN = 48;

const INK: Rgb = [0.1, 0.1, 0.12];
const MUTED: Rgb = [0.33, 0.35, 0.4];
const ACCENT: Rgb = [0.05, 0.33, 0.55];
const RULE: Rgb = [0.75, 0.78, 0.82];

/** Newest first; work still going on before everything else. */
const newestFirst = <T extends { startDate: string; endDate: string | null; present?: boolean }>(items: T[]) =>
  [...items].sort(
    (a, b) =>
      Number(Boolean(b.present)) - Number(Boolean(a.present)) ||
      (b.endDate ?? '9999').localeCompare(a.endDate ?? '9999') ||
      b.startDate.localeCompare(a.startDate),
  );

export type CvOptions = {
  language: CvLanguage;
  /** Dates in one calendar, the one the seeker reads first (their display preference). */
  calendarFirst: DisplayPreferences['calendarFirst'];
};

/** The CV as a PDF of one or two A4 pages, and whether the profile had more than fits. */
export function renderCv(
  profile: CvProfile,
  fonts: Record<FontWeight, CvFont>,
  { language, calendarFirst }: CvOptions,
): { pdf: Buffer; pages: number; cut: boolean } {
  const t = CV_TEXTS[language];
  const style = (font: CvFont, size: number, color: Rgb, lineHeight = size * 1.55): TextStyle => ({
    font,
    size,
    color,
    lineHeight,
  });
  const name = style(fonts.bold, 22, INK, 32);
  const headline = style(fonts.regular, 12.5, ACCENT);
  const contact = style(fonts.regular, 9.5, MUTED);
  const heading = style(fonts.bold, 12, ACCENT);
  const title = style(fonts.bold, 10.5, INK);
  const body = style(fonts.regular, 9.5, INK);
  const muted = style(fonts.regular, 9, MUTED);
  const small = style(fonts.regular, 7.5, MUTED, 10);

  const digits = (text: string) => (language === 'ne' ? toDevanagariDigits(text) : text);
  const month = (day: string | null) => cvMonth(day, language, calendarFirst);
  const period = (start: string, end: string | null, present = false) =>
    [month(start), present ? t.present : month(end)].filter(Boolean).join(' – ');

  const pdf = new PdfWriter({ title: profile.fullName || t.fileStem, lang: language === 'ne' ? 'ne-NP' : 'en' });
  const flow = new PageFlow(pdf, MARGIN, CV_MAX_PAGES, { footer: 16, lastPage: muted.lineHeight + 6 });
  const join = (parts: (string | null | undefined)[], separator = ' · ') =>
    parts
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(separator);

  flow.paragraph(profile.fullName, name, { maxLines: 2, role: 'H1' });
  flow.paragraph(profile.headline, headline, { maxLines: 2 });
  flow.gap(2);
  flow.paragraph(join([profile.email, profile.phone]), contact, { maxLines: 2 });
  flow.paragraph(join([profile.address, profile.district && `${t.district}: ${profile.district}`]), contact, {
    maxLines: 2,
  });
  flow.paragraph(profile.linkedinUrl, contact, { maxLines: 1 });

  const keep = title.lineHeight + body.lineHeight;
  if (profile.summary.trim()) {
    flow.heading(t.summary, heading, body.lineHeight, RULE);
    flow.paragraph(profile.summary, body, { maxLines: SUMMARY_LINES });
  }

  /** One entry: a bold title with its dates at the right, a muted line under it, then its description. */
  const entry = (heading: string, dates: string, under: string, description: string) => {
    flow.gap(6);
    if (!flow.room(keep)) return;
    const right = dates ? wrap(dates, muted, flow.width / 3, 1)[0] : undefined;
    const titleWidth = flow.width - (right ? right.width + 12 : 0);
    flow.lines(wrap(heading, title, titleWidth, 2), title, {
      role: 'H3',
      ...(right ? { right: { line: right, style: muted } } : {}),
    });
    flow.paragraph(under, muted, { maxLines: 2 });
    flow.paragraph(description, body, { maxLines: DESCRIPTION_LINES });
  };

  if (profile.experience.length) {
    flow.heading(t.experience, heading, keep, RULE);
    for (const e of newestFirst(profile.experience)) {
      const notice = e.present && e.noticePeriod.trim() ? `${t.noticePeriod}: ${e.noticePeriod}` : '';
      entry(e.title, period(e.startDate, e.endDate, e.present), join([e.company, e.location, notice]), e.description);
    }
  }
  if (profile.education.length) {
    flow.heading(t.education, heading, keep, RULE);
    for (const e of newestFirst(profile.education)) {
      entry(join([e.degree, e.fieldOfStudy], ', '), period(e.startDate, e.endDate), e.school, e.description);
    }
  }
  if (profile.skills.length) {
    flow.heading(t.skills, heading, body.lineHeight, RULE);
    flow.paragraph(profile.skills.join(', '), body, { maxLines: 8 });
  }
  if (profile.certifications.length) {
    flow.heading(t.certifications, heading, body.lineHeight, RULE);
    for (const c of profile.certifications) {
      flow.paragraph(join([c.name, c.issuingOrganization, month(c.issueDate), c.verified ? t.verified : '']), body, {
        maxLines: 2,
      });
    }
  }

  const cut = flow.full;
  if (cut) flow.note(t.more, muted);
  flow.footers((page, pages) => t.footer(digits(String(page)), digits(String(pages))), small);
  return { pdf: pdf.bytes(), pages: pdf.pageCount, cut };
}
