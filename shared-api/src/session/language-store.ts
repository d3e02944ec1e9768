import { create } from 'zustand';
import { type PersistStorage, persist } from 'zustand/middleware';
import { takeLanguageSwitch } from './language-cookie.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

export type Language = 'en' | 'ne';

export type LanguageState = { language: Language; setLanguage: (language: Language) => void };

/** Stored as the bare 'en' / 'ne' (readable before any script runs, and by tests that seed it). */
const bareLanguage: PersistStorage<Pick<LanguageState, 'language'>> = {
  getItem(name) {
    try {
      const switched = takeLanguageSwitch();
      if (switched) {
        globalThis.localStorage?.setItem(name, switched);
        return { state: { language: switched } };
      }
      const stored = globalThis.localStorage?.getItem(name);
      return stored === 'ne' || stored === 'en' ? { state: { language: stored } } : null;
    } catch {
      return null;
    }
  },
  setItem(name, value) {
    try {
      globalThis.localStorage?.setItem(name, value.state.language);
    } catch {
      // storage full or blocked: the choice still holds for this tab
    }
  },
  removeItem(name) {
    try {
      globalThis.localStorage?.removeItem(name);
    } catch {
      // nothing stored to remove
    }
  },
};

/** The language the user chose (persisted under `portal.language`); i18next follows it (useLanguageSync). */
export const useLanguageStore = create<LanguageState>()(
  persist(
    (set) => ({
      language: 'en',
      setLanguage: (language) => set({ language }),
    }),
    { name: STORAGE_KEYS.language, storage: bareLanguage, partialize: ({ language }) => ({ language }) },
  ),
);
