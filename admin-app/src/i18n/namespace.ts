import { registerNamespace } from 'shared-ui';

/** This remote's i18next namespace, named after its federation name. */
export const NAMESPACE = 'admin_app';

// Each language its own chunk: a page downloads the texts of the language it shows, the other on a switch.
registerNamespace(NAMESPACE, {
  en: () => import('./en.json'),
  ne: () => import('./ne.json'),
});
