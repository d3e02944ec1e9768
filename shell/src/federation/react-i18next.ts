/**
 * The `react-i18next` the shell provides to itself, shared-ui and every remote: module federation shares a
 * library whole (the full package was 10 KB of the home page's compressed JS; these three names are 2.5 KB).
 * A build that imports a name not listed here fails (`sharedExportsCheckPlugin`, shared-api/remote-sharing.ts):
 * add it here and rebuild the shell first. Taken from the package's own files, not its name: importing
 * `react-i18next` here would get the federation's wrapper of this very module. Those files have no types of
 * their own; every import site is typed by the package's.
 */
// @ts-expect-error TS7016: a file of the package (see above)
export { I18nextProvider } from '../../../node_modules/react-i18next/dist/es/I18nextProvider.js';
// @ts-expect-error TS7016: a file of the package (see above)
export { initReactI18next } from '../../../node_modules/react-i18next/dist/es/initReactI18next.js';
// @ts-expect-error TS7016: a file of the package (see above)
export { useTranslation } from '../../../node_modules/react-i18next/dist/es/useTranslation.js';
