/** Dark enough for white text at 4.5:1 or more (WCAG AA), distinct enough to tell neighbours apart. */
export const AVATAR_COLOURS = [
  '#0b5cad',
  '#136c2e',
  '#8a5a00',
  '#b42318',
  '#5b3fa0',
  '#00676b',
  '#9c2b6d',
  '#4f5b6b',
] as const;

/** A stable colour for a name: the same company gets the same colour on every page and every render. */
export function avatarColour(name: string): string {
  let hash = 0;
  for (const char of name.normalize('NFC')) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] ?? AVATAR_COLOURS[0];
}

/**
 * A text's first grapheme. A printable ASCII character followed by another (or by nothing) is one by itself: no
 * combining mark, joiner or spacing mark is ASCII. Anything else is Intl.Segmenter's, whose first use in a page loads
 * ICU's data (23–53 ms of main thread here, docs/decisions/first-page-evaluation.md), so a Latin name hydrates
 * without it.
 */
function firstGrapheme(text: string): string {
  if (/^[\x21-\x7e](?:[\x20-\x7e]|$)/.test(text)) return text.charAt(0);
  const first = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)[Symbol.iterator]().next();
  return first.value?.segment ?? text.charAt(0);
}

/** The name's first letter as a reader sees it (a whole grapheme: क्ष, not क), upper-cased; '?' for no name. */
export function avatarInitial(name: string): string {
  const trimmed = name.trim();
  return trimmed ? firstGrapheme(trimmed).toLocaleUpperCase() : '?';
}

type CompanyLogoProps = { name: string; logoUrl: string | null | undefined; size?: number };

/**
 * A company's logo, or its initial on a colour of its own when it has none. Decorative (the name is written
 * beside it). The image is lazy and has its size set, so it never moves the text around it.
 */
export function CompanyLogo({ name, logoUrl, size = 48 }: CompanyLogoProps) {
  if (logoUrl) {
    return (
      <img className="company-logo" src={logoUrl} alt="" width={size} height={size} loading="lazy" decoding="async" />
    );
  }
  return (
    <span
      className="company-logo company-avatar"
      aria-hidden="true"
      data-testid="company-avatar"
      style={{ width: size, height: size, background: avatarColour(name) }}
    >
      {avatarInitial(name)}
    </span>
  );
}
