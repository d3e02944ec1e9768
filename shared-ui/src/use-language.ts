import { useTranslation } from 'react-i18next';
import type { Language } from 'shared-api';
import { useCalendarPreference } from './calendar/calendar-preference.ts';

/**
 * The language the interface is showing now (follows the shared i18next instance). It also subscribes to the
 * calendar preference, so every component that formats dates with this language re-renders when the
 * preference changes (and hydrates with the server's default; see calendar-preference.ts).
 */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  useCalendarPreference();
  return i18n.language === 'ne' ? 'ne' : 'en';
}
