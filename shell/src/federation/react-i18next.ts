/**
 * The `react-i18next` the shell provides to itself, shared-ui and every remote: the names the portal uses, so the
 * shell's build leaves out `Trans`, `IcuTrans` and their HTML parser (module federation shares a library whole).
 * Taken from `react-i18next-source`, the same package and version installed under a second name (an npm alias in
 * shell/package.json): a facade importing its own package name would get the federation wrapper of itself.
 * A build that imports a name not listed here fails (`sharedExportsCheckPlugin`): add it here and rebuild the shell.
 */
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next-source';
