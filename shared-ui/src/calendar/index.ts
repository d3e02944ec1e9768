/** `shared-ui/calendar`: the calendar conversion and names without React, for the server too. */
export * from './bs-date.ts';
export * from './calendar-cookie.ts';
export * from './calendar-names.ts';
export * from './gregorian.ts';
