import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ApprovalStatus } from 'shared-api';
import { Alert } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';

type Props = { status: ApprovalStatus | null; reason: string | null };

/** Spec section 4: pending is yellow, rejected is red with the reason, approved shows nothing. */
export function ApprovalBanner({ status, reason }: Props) {
  const { t } = useTranslation(NAMESPACE);
  if (status === 'pending') {
    return (
      <Alert tone="warning" title={t('approval.pendingTitle')} className="approval-banner" testId="approval-pending">
        <p>{t('approval.pendingBody')}</p>
      </Alert>
    );
  }
  if (status === 'rejected') {
    return (
      <Alert tone="error" title={t('approval.rejectedTitle')} className="approval-banner" testId="approval-rejected">
        <p>{t('approval.rejectedReason', { reason: reason?.trim() || t('approval.noReason') })}</p>
        <Link to="/employer/profile">{t('approval.updateProfile')}</Link>
      </Alert>
    );
  }
  return null;
}
