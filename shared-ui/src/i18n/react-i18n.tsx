import { createContext, type ReactNode, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { type I18n, i18next, type TFunction } from './i18n-core.ts';

/**
 * React's side of the translation runtime (what the portal used of react-i18next): a provider for the instance
 * (the server renders each request with its own clone) and `useTranslation(ns)`, whose `t` follows the
 * instance's language: a component re-renders when the language changes.
 */
const I18nContext = createContext<I18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export type UseTranslationResult = { t: TFunction; i18n: I18n; ready: true };

/** The provider's instance (else the page's one) and a `t` of namespace `ns` (default `common`). */
export function useTranslation(ns?: string): UseTranslationResult {
  const i18n = useContext(I18nContext) ?? i18next;
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  const read = () => i18n.language;
  const language = useSyncExternalStore(subscribe, read, read);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` per language, so memoised output follows it.
  const t = useMemo(() => i18n.getFixedT(null, ns), [i18n, ns, language]);
  return { t, i18n, ready: true };
}
