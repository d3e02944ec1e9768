import { useEffect } from 'react';

type Entry = { title: string; base: boolean };

/** Mounted titles in mount order: the portal's name (base, set by the shell's layout) and the pages' own. */
const entries: Entry[] = [];

const latest = (base: boolean) => {
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i];
    if (entry?.base === base) return entry.title;
  }
  return '';
};

/** The browser tab's title: '<page> | <portal>' while a page has one (as the server's <title>), else the portal's name. */
export function documentTitle(): string {
  const page = latest(false);
  const base = latest(true);
  return page && base ? `${page} | ${base}` : page || base;
}

/**
 * Sets the document title for as long as the calling component is mounted, in whatever language `title` is
 * given in (pass the translated text: a language change re-renders and re-sets it). The shell's layout passes
 * the portal's name with `base`; a page passes its own title, shown before the portal's name. Whichever
 * mounts first, the page's title wins (React runs a child's effect before its parent's). A no-op on the server.
 */
export function useDocumentTitle(title: string, options: { base?: boolean } = {}): void {
  const base = options.base ?? false;
  useEffect(() => {
    if (!title) return;
    const entry = { title, base };
    entries.push(entry);
    document.title = documentTitle();
    return () => {
      entries.splice(entries.indexOf(entry), 1);
      document.title = documentTitle();
    };
  }, [title, base]);
}
