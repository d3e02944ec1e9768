/** The two screen sizes the suite looks at: a mid-range Android phone and a laptop. */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 768 },
} as const;

export type Device = keyof typeof VIEWPORTS;

/**
 * The language × device pairs a journey runs in when nothing but the layout differs per device: English on a
 * desktop and Nepali on a phone, so each language and each device is walked once. What differs only in layout is
 * checked at both sizes within the pair (screenshots at both widths, or a viewport switch), not by walking the
 * journey again.
 */
export const LANGUAGE_DEVICE_PAIRS = [
  { language: 'en', device: 'desktop' },
  { language: 'ne', device: 'phone' },
] as const satisfies readonly { language: 'en' | 'ne'; device: Device }[];

/** The device(s) a language's journey runs on, per `LANGUAGE_DEVICE_PAIRS`. */
export const devicesFor = (language: 'en' | 'ne'): Device[] =>
  LANGUAGE_DEVICE_PAIRS.filter((pair) => pair.language === language).map((pair) => pair.device);
