import type { JobApplication } from 'shared-api';

export type ApplicantFilter = { skills: string; city: string; education: string; experience: string };

export const EMPTY_FILTER: ApplicantFilter = { skills: '', city: '', education: '', experience: '' };

const has = (text: string | null | undefined, needle: string) => (text ?? '').toLowerCase().includes(needle);

/**
 * The applicant list's client-side filter (spec section 5), all case-insensitive: skills are comma-separated
 * and ALL must partially match one of the applicant's skills; city matches the profile location; education
 * matches degree, field or school; experience matches title or company.
 */
export function filterApplications(list: readonly JobApplication[], filter: ApplicantFilter): JobApplication[] {
  const skills = filter.skills
    .split(',')
    .map((skill) => skill.trim().toLowerCase())
    .filter(Boolean);
  const city = filter.city.trim().toLowerCase();
  const education = filter.education.trim().toLowerCase();
  const experience = filter.experience.trim().toLowerCase();
  return list.filter(({ seeker }) => {
    if (!skills.every((wanted) => seeker.skills.some((skill) => has(skill, wanted)))) return false;
    const location = seeker.location;
    if (
      city &&
      !(has(location?.name_en, city) || has(location?.name_ne, city) || has(location?.customLocation, city))
    ) {
      return false;
    }
    if (
      education &&
      !seeker.education.some(
        (e) =>
          has(e.degree, education) ||
          has(e.customDegree, education) ||
          has(e.fieldOfStudy, education) ||
          has(e.school, education),
      )
    ) {
      return false;
    }
    if (experience && !seeker.experience.some((e) => has(e.title, experience) || has(e.company, experience))) {
      return false;
    }
    return true;
  });
}

export const isFiltering = (filter: ApplicantFilter) => Object.values(filter).some((value) => value.trim() !== '');
