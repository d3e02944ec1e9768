import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type BadgeStatus = 'pending' | 'viewed' | 'shortlisted' | 'rejected' | 'withdrawn';
export type BadgeTone = 'grey' | 'blue' | 'green' | 'red' | 'yellow';

const statusTone: Record<BadgeStatus, BadgeTone> = {
  pending: 'grey',
  viewed: 'blue',
  shortlisted: 'green',
  rejected: 'red',
  withdrawn: 'yellow',
};

type BadgeProps = { status?: BadgeStatus; tone?: BadgeTone; children?: ReactNode };

/** Status pill: shortlisted green, viewed blue, rejected red, pending grey (spec section 4); withdrawn yellow. */
export function Badge({ status, tone, children }: BadgeProps) {
  const { t } = useTranslation('common');
  const resolved = tone ?? (status ? statusTone[status] : 'grey');
  return (
    <span className={`badge badge-${resolved}`} data-status={status}>
      {children ?? (status ? t(`status.${status}`) : null)}
    </span>
  );
}
