import { type Interview, kathmanduTime, kathmanduToday } from 'shared-api';

/** The times the schedule form offers: every quarter of an hour from 06:00 to 20:45 (Nepal time). */
export const INTERVIEW_TIMES: readonly string[] = Array.from({ length: 60 }, (_, i) => {
  const minutes = 6 * 60 + i * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** The lengths the schedule form offers, in minutes. */
export const INTERVIEW_LENGTHS: readonly number[] = [15, 30, 45, 60, 90, 120, 180];

/** The form's values for a new interview (tomorrow at 10:00, half an hour, in person) or to move `current`. */
export function scheduleDefaults(current: Interview | null | undefined, now: Date = new Date()) {
  if (current && !current.cancelled) {
    const start = new Date(current.startsAt);
    return {
      date: kathmanduToday(start),
      time: kathmanduTime(start),
      durationMinutes: current.durationMinutes,
      mode: current.mode,
      location: current.location,
      note: current.note ?? '',
    };
  }
  return {
    date: kathmanduToday(new Date(now.getTime() + 86_400_000)),
    time: '10:00',
    durationMinutes: 30,
    mode: 'in_person' as const,
    location: '',
    note: '',
  };
}
