import { useTranslation } from 'react-i18next';
import type { Language } from 'shared-api';

/** The language the interface is showing now (follows the shared i18next instance). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'ne' ? 'ne' : 'en';
}
