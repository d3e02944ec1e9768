/**
 * The lines of the CV tests' reference images (Chromium's drawings, written by `npm run cv:reference -w e2e`): the
 * name in the CV's name style (bold, 22 pt = 29.33 px at 96 dpi), shaped, and drawn a character at a time (what a
 * PDF without shaping shows: the comparison must tell the two apart).
 */
export const CV_REFERENCE_NAME = 'उर्मिला श्रेष्ठ';

export const CV_REFERENCE_LINES = {
  'name-shaped': { text: CV_REFERENCE_NAME, weight: 'bold', sizePx: (22 * 96) / 72 },
  'name-unshaped': { text: CV_REFERENCE_NAME, weight: 'bold', sizePx: (22 * 96) / 72, unshaped: true },
} as const;
