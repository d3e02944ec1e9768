/**
 * The printed profile's file name (no extension; the browser's Save as PDF adds it): the applicant's name with
 * every run of characters that are not letters, combining marks or digits made one hyphen, so Devanagari keeps its vowel signs and viramas (राम बहादुर थापा →
 * राम-बहादुर-थापा) and nothing a file system refuses (/ \ : * ? " < > |) survives.
 */
export function applicantFileStem(name: string): string {
  const stem = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return stem || 'applicant';
}
