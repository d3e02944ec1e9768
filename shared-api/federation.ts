/**
 * The one shared-singleton map used by all five federated builds (shell and the four remotes).
 * Every entry is a singleton so the shell and the remotes share one React, one router,
 * one query client library, one i18next and one session store (shared-api).
 */
export const REMOTE_NAMES = ['public_site', 'seeker_app', 'employer_app', 'admin_app'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Folder (workspace) that builds each remote; also the path segment under /remotes/. */
export const REMOTE_FOLDERS: Record<RemoteName, string> = {
  public_site: 'public-site',
  seeker_app: 'seeker-app',
  employer_app: 'employer-app',
  admin_app: 'admin-app',
};

const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });

export const sharedSingletons = {
  react: singleton('^19.0.0'),
  'react-dom': singleton('^19.0.0'),
  'react-router-dom': singleton('^7.0.0'),
  '@tanstack/react-query': singleton('^5.0.0'),
  zustand: singleton('^5.0.0'),
  i18next: singleton('>=25.0.0'),
  'react-i18next': singleton('>=15.0.0'),
  'shared-api': singleton('^0.1.0'),
  'shared-ui': singleton('^0.1.0'),
};
