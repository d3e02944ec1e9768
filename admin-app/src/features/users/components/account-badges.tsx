import { useTranslation } from 'react-i18next';
import type { WireUser } from 'shared-api';
import { Badge } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';

/** Account status: active unless isActive is false (a missing value means active, spec section 3). */
export function AccountStatusBadge({ user }: { user: WireUser }) {
  const { t } = useTranslation(NAMESPACE);
  const active = user.isActive !== false;
  // A user who deleted their own account stays in the list as an anonymous tombstone.
  if (user.accountDeleted) return <Badge tone="grey">{t('users.deletedAccount')}</Badge>;
  return <Badge tone={active ? 'green' : 'grey'}>{active ? t('users.active') : t('users.inactive')}</Badge>;
}

const APPROVAL_TONE = { pending: 'yellow', approved: 'green', rejected: 'red' } as const;

/** Employer approval status; a missing one means pending (spec section 3). */
export function ApprovalBadge({ user }: { user: WireUser }) {
  const { t } = useTranslation(NAMESPACE);
  const status = user.approvalStatus ?? 'pending';
  return <Badge tone={APPROVAL_TONE[status]}>{t(`approval.${status}`)}</Badge>;
}
