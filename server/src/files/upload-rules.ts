/** What each kind of upload may be, checked by content (magic bytes), never by name or declared type. */
export type FileKind = 'resume' | 'logo' | 'document' | 'attachment';

type Detected = 'pdf' | 'doc' | 'docx' | 'jpg' | 'png' | 'webp' | 'gif';

export const MIME_OF: Record<Detected, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

export const UPLOAD_RULES: Record<FileKind, { allowed: readonly Detected[]; message: string }> = {
  resume: {
    allowed: ['pdf', 'doc', 'docx', 'jpg', 'png', 'webp', 'gif'],
    message: 'A resume must be a PDF, a Word document (.doc, .docx) or an image.',
  },
  logo: {
    allowed: ['jpg', 'png', 'webp', 'gif'],
    message: 'A logo must be an image (JPEG, PNG, WebP or GIF).',
  },
  document: {
    allowed: ['pdf', 'doc', 'docx', 'jpg', 'png'],
    message: 'Documents must be PDF, Word (.doc, .docx), JPEG or PNG files.',
  },
  attachment: {
    allowed: ['pdf', 'jpg', 'png'],
    message: 'A job attachment must be a PDF, JPEG or PNG file.',
  },
};

/** The largest upload accepted by default (UPLOAD_MAX_BYTES overrides). */
export const DEFAULT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
