import { eq, inArray, or, sql } from 'drizzle-orm';
import { type CvLanguage, OTHER_DEGREE, seekerMessages, type WireUser } from 'shared-api/contract';
import type { Db } from '../../db/client.ts';
import { educationLevels, locations, skills } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { safeFileName } from '../../files/file-name.ts';
import type { Upload } from '../../files/file-store.ts';
import { isOtherName } from '../lookups/other-entry.ts';
import { toWireUser, type UserRow } from '../users/wire-user.ts';
import { type CvProfile, renderCv } from './cv-document.ts';
import { cvFonts } from './cv-fonts.ts';
import { CV_TEXTS } from './cv-texts.ts';

type Lookup = { nameEn: string; nameNe: string };
const nameIn = (item: Lookup, language: CvLanguage) => (language === 'ne' ? item.nameNe : item.nameEn).trim();

/** The profile as the CV shows it in a language: the district, degrees and listed skills by their names in it. */
async function cvProfile(db: Db, user: UserRow, wire: WireUser, language: CvLanguage): Promise<CvProfile> {
  const normal = (name: string) => name.trim().normalize('NFC').toLowerCase();
  const skillKeys = [...new Set((wire.skills ?? []).map(normal))];
  const degreeKeys = [...new Set((wire.education ?? []).map((e) => e.degree).filter(Boolean))];
  const [location] = user.locationId ? await db.select().from(locations).where(eq(locations.id, user.locationId)) : [];
  const levels = degreeKeys.length
    ? await db.select().from(educationLevels).where(inArray(educationLevels.key, degreeKeys))
    : [];
  // A skill of the skills list (stored in either of its names) shows by its name in the CV's language, as the
  // profile page shows it; any other skill as it was written.
  const listed = skillKeys.length
    ? await db
        .select()
        .from(skills)
        .where(
          or(
            inArray(sql`lower(normalize(btrim(${skills.nameEn}), NFC))`, skillKeys),
            inArray(sql`lower(normalize(btrim(${skills.nameNe}), NFC))`, skillKeys),
          ),
        )
    : [];
  const skillNames = new Map<string, string>();
  for (const item of listed) {
    const name = nameIn(item, language);
    if (!name) continue;
    for (const key of [normal(item.nameEn), normal(item.nameNe)]) if (!skillNames.has(key)) skillNames.set(key, name);
  }
  const district = location
    ? isOtherName(location.nameEn)
      ? (user.customLocation ?? '').trim()
      : nameIn(location, language)
    : '';
  const degreeName = (degree: string, custom: string | null) => {
    if (degree === OTHER_DEGREE) return custom ?? '';
    const level = levels.find((l) => l.key === degree);
    return level ? nameIn(level, language) : degree;
  };
  return {
    fullName: wire.fullName ?? '',
    headline: wire.headline ?? '',
    summary: wire.summary ?? '',
    email: wire.email,
    phone: wire.contact?.phone ?? '',
    address: wire.contact?.address ?? '',
    district,
    linkedinUrl: wire.linkedinUrl ?? '',
    skills: (wire.skills ?? []).map((skill) => skillNames.get(normal(skill)) ?? skill),
    experience: (wire.experience ?? []).map((e) => ({
      title: e.title,
      company: e.company,
      location: e.location ?? '',
      startDate: e.startDate,
      endDate: e.endDate,
      present: e.present ?? false,
      description: e.description ?? '',
      noticePeriod: e.noticePeriod ?? '',
    })),
    education: (wire.education ?? []).map((e) => ({
      degree: degreeName(e.degree, e.customDegree ?? null),
      fieldOfStudy: e.fieldOfStudy ?? '',
      school: e.school,
      startDate: e.startDate,
      endDate: e.endDate,
      description: e.description ?? '',
    })),
    certifications: (wire.certifications ?? []).map((c) => ({
      name: language === 'ne' && 'name_ne' in c && c.name_ne ? c.name_ne : c.name,
      issuingOrganization: c.issuingOrganization ?? '',
      issueDate: c.issueDate ?? null,
      verified: 'verified' in c && c.verified === true,
    })),
  };
}

/** The CV's file name: the seeker's name and the word for CV in its language ("Sita-Gurung-CV.pdf"). */
export function cvFileName(fullName: string, language: CvLanguage): string {
  const stem = [fullName.trim(), CV_TEXTS[language].fileStem].filter(Boolean).join(' ').replace(/\s+/g, '-');
  return safeFileName(stem, 'pdf');
}

/**
 * A job seeker's CV, built now from their profile, in a language (by default the seeker's own), as an upload
 * (what an application stores as its résumé file).
 */
export async function seekerCv(db: Db, user: UserRow, language?: CvLanguage): Promise<Upload & { pages: number }> {
  if (user.role !== 'job_seeker') throw notFound(seekerMessages.resumeNotFound);
  const lang = language ?? user.language;
  const [wire, fonts] = await Promise.all([toWireUser(db, user), cvFonts()]);
  const profile = await cvProfile(db, user, wire, lang);
  const { pdf, pages } = renderCv(profile, fonts, { language: lang, calendarFirst: user.calendarFirst });
  return { fileName: cvFileName(profile.fullName, lang), mimeType: 'application/pdf', data: pdf, pages };
}
