import { EMPLOYER_LIMITS } from './employer-constants.ts';
import { INTERVIEW_DAYS_AHEAD_MAX } from './interviews-constants.ts';
import { addCalendarDays, kathmanduToday } from './kathmandu-day.ts';

/**
 * The days each date field accepts, counted from today in Asia/Kathmandu (the server's rule and what a date
 * picker offers; the Bikram Sambat table's last year, 2090 BS, bounds only which days can also be shown in BS):
 * - a deadline: today up to EMPLOYER_LIMITS.deadlineMaxDays ahead (the server checks a deadline that changes);
 * - when an experience started, a certificate was issued: from 1950 to today;
 * - an experience's end, an education's start and end: from 1950 to ten years ahead (a course not finished);
 * - an interview: today up to INTERVIEW_DAYS_AHEAD_MAX ahead (the server also refuses a time already past).
 */
export type DateFieldKind = 'deadline' | 'past' | 'planned' | 'interview';

export const DATE_FIELD_MIN = '1950-01-01';
const PLANNED_YEARS_AHEAD = 10;

export function dateFieldBounds(kind: DateFieldKind, today: string = kathmanduToday()): { min: string; max: string } {
  switch (kind) {
    case 'deadline':
      return { min: today, max: addCalendarDays(today, EMPLOYER_LIMITS.deadlineMaxDays) };
    case 'past':
      return { min: DATE_FIELD_MIN, max: today };
    case 'interview':
      return { min: today, max: addCalendarDays(today, INTERVIEW_DAYS_AHEAD_MAX) };
    case 'planned':
      return { min: DATE_FIELD_MIN, max: `${Number(today.slice(0, 4)) + PLANNED_YEARS_AHEAD}${today.slice(4)}` };
  }
}
