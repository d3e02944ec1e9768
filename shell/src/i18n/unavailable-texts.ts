/**
 * The failed-section panel says it in both languages, and it shows when loading has failed: so these two texts
 * of each language come with the shell's entry, not with the language's text chunk (which the other language
 * never loads). `shell-en.ts` and `shell-ne.ts` include them, so the translation checks cover them.
 */
export const unavailableTexts = {
  en: {
    unavailable: 'This section is unavailable right now.',
    manifestUnavailable:
      'The portal could not load its list of sections (remotes.json). Please check your connection and try again.',
  },
  ne: {
    unavailable: 'यो खण्ड अहिले उपलब्ध छैन।',
    manifestUnavailable:
      'पोर्टलले आफ्ना खण्डहरूको सूची (remotes.json) लोड गर्न सकेन। कृपया आफ्नो इन्टरनेट जडान जाँच गरी फेरि प्रयास गर्नुहोस्।',
  },
} as const;
