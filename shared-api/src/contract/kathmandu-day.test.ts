import { describe, expect, it } from 'vitest';
import { deadlineDaysLeft, isDeadlinePassed, kathmanduTime, kathmanduToday } from './kathmandu-day.ts';

// Kathmandu is UTC+05:45: its day 2026-11-22 runs from 2026-11-21T18:15Z to 2026-11-22T18:14:59.999Z.
const at = (instant: string) => new Date(instant);

describe('the Kathmandu day', () => {
  it('turns at 18:15 UTC', () => {
    expect(kathmanduToday(at('2026-11-21T18:14:59.999Z'))).toBe('2026-11-21');
    expect(kathmanduToday(at('2026-11-21T18:15:00Z'))).toBe('2026-11-22');
    expect(kathmanduTime(at('2026-11-21T18:15:00Z'))).toBe('00:00');
    expect(kathmanduTime(at('2026-11-22T08:20:59Z'))).toBe('14:05');
  });

  it('counts days left to a deadline as the server expires it', () => {
    const deadline = '2026-11-22';
    expect(deadlineDaysLeft(deadline, at('2026-11-20T18:15:00Z'))).toBe(1);
    expect(deadlineDaysLeft(deadline, at('2026-11-21T18:15:00Z'))).toBe(0); // closes today (its first minute)
    expect(deadlineDaysLeft(deadline, at('2026-11-22T18:14:59Z'))).toBe(0); // closes today (its last second)
    expect(deadlineDaysLeft(deadline, at('2026-11-22T18:15:00Z'))).toBe(-1); // closed
    expect(deadlineDaysLeft('2027-01-01', at('2026-11-22T06:00:00Z'))).toBe(40);
  });

  it('is negative exactly when the deadline has passed, at every quarter hour around a deadline', () => {
    const deadline = '2026-03-31';
    for (let t = Date.parse('2026-03-29T00:00:00Z'); t < Date.parse('2026-04-02T00:00:00Z'); t += 15 * 60_000) {
      const now = new Date(t);
      const left = deadlineDaysLeft(deadline, now);
      expect(left! < 0).toBe(isDeadlinePassed(deadline, kathmanduToday(now)));
    }
  });

  it('has no count without a deadline day', () => {
    expect(deadlineDaysLeft(null)).toBeNull();
    expect(deadlineDaysLeft('')).toBeNull();
    expect(deadlineDaysLeft('22/11/2026')).toBeNull();
    expect(isDeadlinePassed(null)).toBe(false);
  });
});
