// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGE_SWITCH_COOKIE } from './language-cookie.ts';
import { useLanguageStore } from './language-store.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

const setCookie = (text: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie the server's redirect sets, as the browser keeps it.
  document.cookie = text;
};
const switchCookie = () => document.cookie.match(/(?:^|;)\s*portal_lang_switch=([^;]*)/)?.[1];

describe('a language switched by the server (?lang=, before the scripts ran)', () => {
  beforeEach(() => {
    setCookie(`${LANGUAGE_SWITCH_COOKIE}=; Path=/; Max-Age=0`);
    localStorage.setItem(STORAGE_KEYS.language, 'en');
  });

  it('wins over the stored choice once, which it replaces, and is then cleared', async () => {
    setCookie(`${LANGUAGE_SWITCH_COOKIE}=ne; Path=/`);
    await useLanguageStore.persist.rehydrate();
    expect(useLanguageStore.getState().language).toBe('ne');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('ne');
    expect(switchCookie() ?? '').toBe('');
    // Read once: a later choice stored in the browser is what counts again.
    localStorage.setItem(STORAGE_KEYS.language, 'en');
    await useLanguageStore.persist.rehydrate();
    expect(useLanguageStore.getState().language).toBe('en');
  });

  it('ignores any value other than en or ne', async () => {
    setCookie(`${LANGUAGE_SWITCH_COOKIE}=fr; Path=/`);
    await useLanguageStore.persist.rehydrate();
    expect(useLanguageStore.getState().language).toBe('en');
  });
});
