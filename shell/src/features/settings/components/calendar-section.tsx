import { useTranslation } from 'react-i18next';
import { CalendarPreferenceFields } from 'shared-ui/areas';

/** Which calendar dates show first, and the other beside it (the calendar work's own fields). */
export function CalendarSection() {
  const { t } = useTranslation('shell');
  return (
    <section className="settings-section card" aria-labelledby="settings-calendar">
      <h2 id="settings-calendar">{t('settings.calendar.title')}</h2>
      <CalendarPreferenceFields />
    </section>
  );
}
