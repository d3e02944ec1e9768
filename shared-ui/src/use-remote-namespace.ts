import { useRef } from 'react';
import { i18next } from './i18n/i18n-core.ts';
import type { NamespaceResources } from './i18n/init-portal-i18n.ts';

/** Adds a remote's bundles to the shared i18next instance (idempotent; newer bundles overwrite). */
export function addNamespace(ns: string, resources: NamespaceResources): void {
  i18next.addResourceBundle('en', ns, resources.en, true, true);
  i18next.addResourceBundle('ne', ns, resources.ne, true, true);
}

/**
 * Call at the top of a remote's App, before `useTranslation(ns)`: the bundles are added
 * synchronously during the first render, so the very first `t()` already finds them.
 */
export function useRemoteNamespace(ns: string, resources: NamespaceResources): void {
  const added = useRef(false);
  if (!added.current) {
    addNamespace(ns, resources);
    added.current = true;
  }
}
