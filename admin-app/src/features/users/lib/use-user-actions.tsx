import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WireUser } from 'shared-api';
import { ConfirmDialog, serverMessage } from 'shared-ui';
import type { Notify } from '../../../components/flash.tsx';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useUpdateUserStatus } from '../api/update-user-status.ts';

type Pending = { kind: 'toggle' | 'delete'; user: WireUser } | null;

/**
 * Activate/deactivate and delete of a user, each after a confirmation (spec section 5). Gives the buttons'
 * handlers and the one confirmation dialog to render; it closes once the server has answered and the lists
 * are fresh.
 */
export function useUserActions(notify: Pick<Notify, 'success' | 'failure'>) {
  const { t } = useTranslation(NAMESPACE);
  const [pending, setPending] = useState<Pending>(null);
  const toggle = useUpdateUserStatus();
  const remove = useDeleteUser();

  const confirm = () => {
    if (!pending) return;
    const close = () => setPending(null);
    if (pending.kind === 'toggle') {
      toggle.mutate(
        { id: pending.user.id, isActive: !pending.user.isActive },
        {
          onSuccess: (user) => notify.success(user.isActive ? t('users.activated') : t('users.deactivated')),
          onError: (error) => notify.failure(serverMessage(error, t('users.statusFailed'))),
          onSettled: close,
        },
      );
    } else {
      remove.mutate(pending.user.id, {
        onSuccess: () => notify.success(t('messages.deleted')),
        onError: (error) => notify.failure(failureText(t('messages.deleteFailed'), error)),
        onSettled: close,
      });
    }
  };

  const message =
    pending?.kind === 'delete'
      ? t('common:confirm.deleteItem')
      : pending?.user.isActive
        ? t('users.confirmDeactivate', { email: pending.user.email })
        : t('users.confirmActivate', { email: pending?.user.email ?? '' });

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      message={message}
      tone={pending?.kind === 'delete' || pending?.user.isActive ? 'danger' : 'primary'}
      confirmLabel={
        pending?.kind === 'delete'
          ? t('actions.delete')
          : pending?.user.isActive
            ? t('users.deactivate')
            : t('users.activate')
      }
      busy={toggle.isPending || remove.isPending}
      onCancel={() => setPending(null)}
      onConfirm={confirm}
    />
  );

  return {
    askToggle: (user: WireUser) => setPending({ kind: 'toggle', user }),
    askDelete: (user: WireUser) => setPending({ kind: 'delete', user }),
    dialog,
  };
}
