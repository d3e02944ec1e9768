import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminContract, api, type WireUser } from 'shared-api';
import { ConfirmDialog, serverMessage } from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { adminKeys, withId } from '../../lib/admin-queries.ts';
import { deleteFailedText } from '../shared/delete-failed-text.ts';

type Pending = { kind: 'toggle' | 'delete'; user: WireUser } | null;

/**
 * Activate/deactivate and delete of a user, each after a confirmation (spec section 5). Gives the buttons'
 * handlers and the one confirmation dialog to render.
 */
export function useUserActions(notify: { success: (text: string) => void; failure: (text: string) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending>(null);

  const toggle = useMutation({
    mutationFn: (user: WireUser) =>
      api(withId(adminContract.userStatus.path, user.id), {
        method: 'PUT',
        body: { isActive: !user.isActive },
        schema: adminContract.userStatus.response,
      }),
    onSuccess: (user) => notify.success(user?.isActive ? t('users.activated') : t('users.deactivated')),
    onError: (error) => notify.failure(serverMessage(error, t('users.statusFailed'))),
  });

  const remove = useMutation({
    mutationFn: (user: WireUser) => api(withId(adminContract.deleteUser.path, user.id), { method: 'DELETE' }),
    onSuccess: () => notify.success(t('messages.deleted')),
    onError: (error) => notify.failure(deleteFailedText(t('messages.deleteFailed'), error)),
  });

  const confirm = async () => {
    if (!pending) return;
    try {
      if (pending.kind === 'toggle') await toggle.mutateAsync(pending.user);
      else await remove.mutateAsync(pending.user);
    } catch {
      // reported through onError
    } finally {
      setPending(null);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
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
      onConfirm={() => void confirm()}
    />
  );

  return {
    askToggle: (user: WireUser) => setPending({ kind: 'toggle', user }),
    askDelete: (user: WireUser) => setPending({ kind: 'delete', user }),
    dialog,
  };
}
