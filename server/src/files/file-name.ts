import { MIME_OF } from './upload-rules.ts';

const MAX_NAME_LENGTH = 200;

/** Other spellings of a detected type's extension that may stay as the person wrote them. */
const EXTENSION_ALIASES: Record<string, readonly string[]> = { jpg: ['jpg', 'jpeg', 'jpe', 'jfif'] };

/** Invisible characters that change how a name reads: controls and the bidirectional formatting marks. */
function isHidden(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x061c || // Arabic letter mark
    code === 0x200e || // left-to-right mark
    code === 0x200f || // right-to-left mark
    (code >= 0x202a && code <= 0x202e) || // embeddings and overrides (U+202E turns "cv‮fdp.exe" around)
    (code >= 0x2066 && code <= 0x2069) || // isolates
    code === 0xfeff // byte order mark
  );
}

/** The last path segment, NFC, without hidden characters; trailing dots and spaces dropped (Windows drops them, so
 * "cv.pdf." would save as whatever came before). */
function visibleBaseName(name: string | null | undefined): string {
  const base = (name ?? '').normalize('NFC').split(/[\\/]/).at(-1) ?? '';
  const visible = [...base].filter((char) => !isHidden(char.codePointAt(0) ?? 0)).join('');
  return visible.trim().replace(/[.\s]+$/, '');
}

/**
 * The name a file is stored and served under: what the person called it, minus any path and anything
 * invisible, with the extension of the type detected from its content (`cv.html` holding a PDF becomes
 * `cv.pdf`, so a saved copy opens as what it is).
 */
export function safeFileName(name: string | null | undefined, ext: string): string {
  const trimmed = visibleBaseName(name);
  const dot = trimmed.lastIndexOf('.');
  const current = dot > 0 ? trimmed.slice(dot + 1).toLowerCase() : '';
  const keeps = current === ext || (EXTENSION_ALIASES[ext] ?? []).includes(current);
  const stem = (dot > 0 ? trimmed.slice(0, dot) : trimmed).trim();
  const extension = keeps ? trimmed.slice(dot + 1) : ext;
  return `${(stem || 'file').slice(0, MAX_NAME_LENGTH - extension.length - 1)}.${extension}`;
}

const EXT_OF_MIME: ReadonlyMap<string, string> = new Map(Object.entries(MIME_OF).map(([ext, mime]) => [mime, ext]));

/** The served name of a stored file: made safe again, so rows stored before these rules are fixed on the way out. */
export const servedFileName = (fileName: string, mimeType: string) => {
  const ext = EXT_OF_MIME.get(mimeType);
  return ext ? safeFileName(fileName, ext) : visibleBaseName(fileName).slice(0, MAX_NAME_LENGTH) || 'file';
};
