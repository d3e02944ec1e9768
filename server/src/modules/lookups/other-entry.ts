/** A lookup list's catch-all entry is the one named Other in English: its real value is typed by the user. */
export function isOtherName(nameEn: string | null | undefined): boolean {
  return nameEn?.trim().toLowerCase() === 'other';
}
