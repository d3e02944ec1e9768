import type { EnrolmentRow } from 'shared-api/contract';
import { toCsv } from '../../http/csv.ts';

const HEADER = [
  'Name',
  'Email',
  'Phone',
  'Status',
  'Waiting position',
  'Enrolled at',
  'Withdrawn at',
  'Attended at',
  'Completed at',
] as const;

/** A training's enrolment list as CSV, one row per enrolment in arrival order (times in UTC, ISO 8601). */
export function enrolmentsCsv(rows: readonly EnrolmentRow[]): string {
  return toCsv(
    HEADER,
    rows.map((row) => [
      row.fullName,
      row.email,
      row.phone,
      row.status,
      row.position,
      row.createdAt,
      row.withdrawnAt,
      row.attendedAt,
      row.completedAt,
    ]),
  );
}
