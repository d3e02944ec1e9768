import Sanscript from '@indic-transliteration/sanscript';

/**
 * Romanized Nepali search. Devanagari words are transliterated with Sanscript (IAST) and both they
 * and a seeker's Latin query are FOLDED to one spelling, so the ways people actually type Nepali in Latin
 * letters meet: vowel length (ā/aa → a, ī/ii/ee → i, ū/uu/oo → u), aspiration (kh → k, gh → g, chh/ch/c → c,
 * jh → j, ṭh/th → t, ḍh/dh → d, ph/f → p, bh → b), sibilants (ś, ṣ, sh → s), v/w → b, z → j, retroflex and
 * nasal letters (ṭ → t, ḍ → d, ṅ ñ ṇ ṃ → n), ṛ → ri, jñ → gy, doubled letters once (tt → t), and the inherent
 * vowel of a word's last consonant dropped (लेखापाल → "lekhapal", not "lekhaapaala").
 */

/** Devanagari letters and signs (not the dandas ।, ॥ nor the digits, which end a word). */
const DEVANAGARI_RUN = /[\u0900-\u0963\u0970-\u097F]+/g;
/**
 * A consonant (alone or with a nukta) not closing a conjunct: a word ending so ends in the inherent vowel people
 * do not write (लेखापाल "lekhapal"); after a conjunct it is said (पत्र "patra", वित्त "bitta").
 */
const ENDS_IN_CONSONANT = /(?<!\u094D)[\u0915-\u0939\u0958-\u095F]\u093C?$/;

/** IAST letters with diacritics to plain Latin letters, before folding. */
const IAST: [RegExp, string][] = [
  [/jñ/g, 'gy'],
  [/[āâ]/g, 'a'],
  [/ī/g, 'i'],
  [/ū/g, 'u'],
  [/[ṛṝ]/g, 'ri'],
  [/[ḷḹ]/g, 'li'],
  [/[śṣ]/g, 's'],
  [/ṭ/g, 't'],
  [/ḍ/g, 'd'],
  [/[ṅñṇṃ]/g, 'n'],
  [/[ḥ~]/g, ''],
];

/** The spelling folds, applied to lower-case Latin text in this order. */
const FOLDS: [RegExp, string][] = [
  [/ee/g, 'i'],
  [/oo/g, 'u'],
  [/chh|ch/g, 'c'],
  [/kh/g, 'k'],
  [/gh/g, 'g'],
  [/jh/g, 'j'],
  [/th/g, 't'],
  [/dh/g, 'd'],
  [/ph|f/g, 'p'],
  [/bh/g, 'b'],
  [/sh/g, 's'],
  [/[vw]/g, 'b'],
  [/z/g, 'j'],
  [/([a-z])\1+/g, '$1'],
];

/** Latin text folded to the search spelling: lower-case, letters a–z and digits only, then FOLDS. */
export function foldLatin(text: string): string {
  let folded = text
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  for (const [pattern, replacement] of FOLDS) folded = folded.replace(pattern, replacement);
  return folded;
}

/** One Devanagari word romanized (IAST, without its final inherent vowel) and folded. */
export function romanizeWord(word: string): string {
  let iast = Sanscript.t(word.normalize('NFC'), 'devanagari', 'iast');
  if (ENDS_IN_CONSONANT.test(word) && iast.endsWith('a') && iast.length > 2) iast = iast.slice(0, -1);
  for (const [pattern, replacement] of IAST) iast = iast.replace(pattern, replacement);
  return foldLatin(iast);
}

/**
 * The romanized form of a search term (or any text): its Devanagari runs, each romanized and folded, as
 * ` w1 w2 ` (a space before and after every word, so SQL can ask for a word start, `% x%`, or a whole word,
 * `% x %`); '' when it holds no Devanagari.
 */
export function romanizeText(text: string): string {
  const words = (text.normalize('NFC').match(DEVANAGARI_RUN) ?? []).map(romanizeWord).filter(Boolean);
  return words.length > 0 ? ` ${words.join(' ')} ` : '';
}

/** Folded queries this short match no romanized word at all (too many Nepali words would contain them). */
export const ROMAN_MIN = 3;
/** From this length a folded query matches a romanized word it begins (पोखरामा for "pokhara"); shorter: whole words. */
export const ROMAN_PREFIX_MIN = 4;

/** Whether a query word is typed in Latin letters (and so is also looked up among romanized Devanagari words). */
export const isLatinWord = (word: string) => /^[\p{Script=Latin}\p{N}\p{P}\p{S}]+$/u.test(word) && /[a-z]/i.test(word);

/**
 * How a query word is also looked for among romanized Devanagari words: its folded form, as a whole word
 * (under ROMAN_PREFIX_MIN folded letters) or a word start; undefined for a word not typed in Latin letters or
 * folding to under ROMAN_MIN letters.
 */
export function romanQuery(word: string): { folded: string; wholeWord: boolean } | undefined {
  if (!isLatinWord(word)) return undefined;
  const folded = foldLatin(word);
  if (folded.length < ROMAN_MIN) return undefined;
  return { folded, wholeWord: folded.length < ROMAN_PREFIX_MIN };
}
