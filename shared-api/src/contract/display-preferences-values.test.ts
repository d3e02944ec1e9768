import { describe, expect, it } from 'vitest';
import { displayPreferencesSchema } from './display-preferences.ts';
import { readDisplayPreferences } from './display-preferences-values.ts';

describe('readDisplayPreferences (the browser reads its stored choice without zod)', () => {
  it('accepts exactly what displayPreferencesSchema accepts, with the same value', () => {
    const samples: unknown[] = [
      { calendarFirst: 'auto', showSecondCalendar: true },
      { calendarFirst: 'bs', showSecondCalendar: false },
      { calendarFirst: 'ad', showSecondCalendar: true },
      { calendarFirst: 'AD', showSecondCalendar: true },
      { calendarFirst: 'bs', showSecondCalendar: 'true' },
      { calendarFirst: 'bs' },
      { showSecondCalendar: false },
      { calendarFirst: 'bs', showSecondCalendar: false, extra: 1 },
      { calendarFirst: 'bs', showSecondCalendar: false, extra: undefined },
      ['bs', false],
      null,
      'bs',
      42,
      {},
    ];
    for (const sample of samples) {
      const checked = displayPreferencesSchema.safeParse(sample);
      expect(readDisplayPreferences(sample), JSON.stringify(sample)).toEqual(checked.success ? checked.data : null);
    }
  });
});
