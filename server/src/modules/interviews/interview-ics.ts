import { kathmanduDateTime } from 'shared-api/contract';
/**
 * The calendar invitation of an interview (RFC 5545, iTIP METHOD REQUEST or CANCEL): one VEVENT whose UID stays
 * the same for the interview and whose SEQUENCE grows with each reschedule or cancellation, so a calendar updates
 * the event it already holds. Times carry TZID=Asia/Kathmandu with its VTIMEZONE (UTC+05:45, no daylight saving
 * since 1986): the event reads in Nepal time in any calendar, and one without the zone still finds the offset.
 */

export type InvitationEvent = {
  uid: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  startsAt: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  location: string;
  /** An online interview's link. */
  url?: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** When this version of the event was made (DTSTAMP). */
  stamp: Date;
};

const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Asia/Kathmandu',
  'BEGIN:STANDARD',
  'DTSTART:19860101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0545',
  'TZNAME:+0545',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** An instant as a UTC DATE-TIME (20261128T041500Z). */
const utc = (instant: Date) => `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
/** An instant as Nepal's local DATE-TIME (20261128T100000), for TZID=Asia/Kathmandu. */
const kathmandu = (instant: Date) => kathmanduDateTime(instant).replace(/[-:]/g, '');

/** TEXT escaping (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** A parameter value (CN): quoted, without the characters a quoted value cannot hold. */
const paramValue = (value: string) => `"${value.replace(/["\r\n]/g, '')}"`;

/** Lines longer than 75 octets folded (RFC 5545 3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The invitation as the text of an .ics file (CRLF line ends). */
export function invitationIcs(event: InvitationEvent): string {
  const end = new Date(event.startsAt.getTime() + event.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Gandaki Province Job Portal//Interviews//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART;TZID=Asia/Kathmandu:${kathmandu(event.startsAt)}`,
    `DTEND;TZID=Asia/Kathmandu:${kathmandu(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${event.attendee.email}`,
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
