/** A lookup list's catch-all entry is the one named Other in English: its real value is typed by the user. */
export function isOtherName(nameEn: string | null | undefined): boolean {
  return nameEn?.trim().toLowerCase() === 'other';
}

/** A salary band is negotiable when its key is negotiable or its English name says so (spec section 5). */
export function isNegotiableBand(key: string | null | undefined, nameEn: string | null | undefined): boolean {
  return key === 'negotiable' || (nameEn ?? '').toLowerCase().includes('negotiable');
}
