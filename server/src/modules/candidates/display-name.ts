const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * What an employer sees of a candidate's name before any contact: the given name and the family name's first
 * letter ("Sita G.", "सीता गु."): a letter is a whole grapheme, so a Devanagari consonant keeps its vowel sign.
 */
export function displayName(fullName: string): string {
  const words = fullName.normalize('NFC').trim().split(/\s+/).filter(Boolean);
  const [given, ...rest] = words;
  if (!given) return '';
  const family = rest.at(-1);
  if (!family) return given;
  const first = graphemes.segment(family)[Symbol.iterator]().next().value?.segment ?? '';
  return `${given} ${first}.`;
}
