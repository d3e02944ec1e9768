export { initTestI18n } from './testing/init-test-i18n.ts';
