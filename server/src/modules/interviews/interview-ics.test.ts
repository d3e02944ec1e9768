import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { foldLine, invitationIcs } from './interview-ics.ts';

const event = {
  uid: '7d9c3f3e-1b7a-4c39-9a53-0c2f7f0c1d11@portal.example',
  sequence: 2,
  method: 'REQUEST' as const,
  startsAt: new Date('2026-12-03T04:45:00.000Z'),
  durationMinutes: 90,
  summary: 'अन्तर्वार्ता: रिसेप्सनिस्ट (होटल तथा पर्यटन) – फेवा लेक रिसोर्ट प्रा. लि., लेकसाइड, पोखरा',
  description: 'Room 2; ask at the desk, then wait\nBring: CV, photo\\ID',
  location: 'Lakeside-6, Pokhara; 2nd floor',
  organizer: { name: 'Fewa "Lake" Resort', email: 'no-reply@portal.example' },
  attendee: { name: 'Sita Gurung', email: 'sita@example.com' },
  stamp: new Date('2026-11-28T05:00:00.000Z'),
};

describe('the interview invitation (.ics)', () => {
  it('folds long lines at 75 octets without cutting a Devanagari character, CRLF line ends', () => {
    const text = invitationIcs(event);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text).not.toContain('\uFFFD');
    const long = 'क'.repeat(60);
    expect(foldLine(long).split('\r\n ').join('')).toBe(long);
  });

  it('reads back the same in a calendar library: texts escaped, times in Asia/Kathmandu, UID and SEQUENCE', () => {
    const calendar = new ICAL.Component(ICAL.parse(invitationIcs(event)));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const parsed = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    expect(parsed.summary).toBe(event.summary);
    expect(parsed.description).toBe(event.description);
    expect(parsed.location).toBe(event.location);
    expect(parsed.uid).toBe(event.uid);
    expect(parsed.sequence).toBe(2);
    expect(parsed.startDate.toString()).toBe('2026-12-03T10:30:00');
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2026-12-03T04:45:00.000Z');
    expect(parsed.endDate.toJSDate().toISOString()).toBe('2026-12-03T06:15:00.000Z');
    expect(parsed.organizer).toBe('mailto:no-reply@portal.example');
  });

  it('a cancellation says METHOD:CANCEL and STATUS:CANCELLED for the same UID', () => {
    const calendar = new ICAL.Component(ICAL.parse(invitationIcs({ ...event, method: 'CANCEL', sequence: 3 })));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    const vevent = calendar.getFirstSubcomponent('vevent');
    expect(vevent?.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(vevent?.getFirstPropertyValue('uid')).toBe(event.uid);
  });
});
