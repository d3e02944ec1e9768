import { type ComponentType, createElement, lazy } from 'react';

/** A page component loaded on demand, with `load()` to fetch it ahead of rendering (hydration, tests). */
export type LazyPage = ComponentType & { load: () => Promise<void> };

/**
 * One route's page as its own chunk, so `/` downloads the home page and not the others (forms and all).
 * Unlike a bare React.lazy, once `load()` has resolved the page renders synchronously: the browser loads the
 * current route's chunk before hydrating (`preload` in app.tsx, called by the shell's main.tsx), so hydration
 * meets the same tree the server rendered and never suspends. A failed load is forgotten, so the next render
 * tries again (the shell's remote area turns a vanished chunk into one page reload).
 */
export function lazyPage(importPage: () => Promise<ComponentType>): LazyPage {
  let page: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const start = () => {
    loading ??= importPage().then(
      (loaded) => {
        page = loaded;
        return loaded;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(() => start().then((loaded) => ({ default: loaded })));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per route at module level (app.tsx), never in a render
  const Page = () => createElement(page ?? Suspending);
  return Object.assign(Page, { load: () => start().then(() => undefined) });
}
