import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CalendarFirst,
  call,
  type DisplayPreferences,
  displayPreferencesContract,
  kathmanduToday,
  useSession,
} from 'shared-api';
import { formatDate, setCalendarPreference, useCalendarPreference, useLanguage } from 'shared-ui';

const CHOICES: { value: CalendarFirst; key: string }[] = [
  { value: 'auto', key: 'calendar.firstAuto' },
  { value: 'bs', key: 'calendar.firstBs' },
  { value: 'ad', key: 'calendar.firstAd' },
];

/**
 * The calendar preference as settings fields (placed by the /settings page): which calendar dates show first
 * and whether the other shows beside it, with an example. A change applies at once and is kept in this
 * browser; for a signed-in user it is saved on the server too (PUT /users/me/display-preferences).
 */
export function CalendarPreferenceFields({ example = kathmanduToday() }: { example?: string }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const preference = useCalendarPreference();
  const signedIn = useSession((state) => state.token !== null);
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const id = useId();

  const change = async (next: DisplayPreferences) => {
    setCalendarPreference(next);
    setStatus(null);
    if (!signedIn) return;
    try {
      setCalendarPreference(await call(displayPreferencesContract.update, { body: next }));
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <fieldset className="calendar-preference" aria-describedby={`${id}-example`}>
      <legend className="field-label">{t('calendar.preferenceTitle')}</legend>
      <fieldset className="calendar-preference-first">
        <legend>{t('calendar.first')}</legend>
        {CHOICES.map((choice) => (
          <label key={choice.value} className="checkbox">
            <input
              type="radio"
              name={`${id}-first`}
              value={choice.value}
              checked={preference.calendarFirst === choice.value}
              onChange={() => void change({ ...preference, calendarFirst: choice.value })}
            />
            <span>{t(choice.key)}</span>
          </label>
        ))}
      </fieldset>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={preference.showSecondCalendar}
          onChange={(event) => void change({ ...preference, showSecondCalendar: event.target.checked })}
        />
        <span>{t('calendar.showSecond')}</span>
      </label>
      <p id={`${id}-example`} className="field-hint">
        {t('calendar.example', { date: formatDate(example, language, preference) })}
      </p>
      <p role="status" className={status === 'failed' ? 'field-error' : 'field-hint'}>
        {status ? t(status === 'saved' ? 'calendar.saved' : 'calendar.saveFailed') : null}
      </p>
    </fieldset>
  );
}
