import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from 'shared-ui';
import type { Notify } from '../components/flash.tsx';
import { NAMESPACE } from '../i18n/namespace.ts';
import { failureText } from './failure-text.ts';

type ConfirmedDeleteOptions<T> = {
  /** The delete mutation, called with the row's id; it refreshes the lists before the outcome is reported. */
  remove: UseMutationResult<unknown, Error, string>;
  idOf: (item: T) => string;
  /** The screen's flash: the outcome is reported there, and cleared when a delete is asked for. */
  notify: Notify;
};

/**
 * Delete of a row after a confirmation: gives `ask` for the row's Delete button and the dialog to render.
 * The dialog stays open (busy) until the server has answered and the list is fresh.
 */
export function useConfirmedDelete<T>({ remove, idOf, notify }: ConfirmedDeleteOptions<T>) {
  const { t } = useTranslation(NAMESPACE);
  const [deleting, setDeleting] = useState<T | null>(null);

  const confirm = () => {
    if (deleting === null) return;
    remove.mutate(idOf(deleting), {
      onSuccess: () => notify.success(t('messages.deleted')),
      onError: (error) => notify.failure(failureText(t('messages.deleteFailed'), error)),
      onSettled: () => setDeleting(null),
    });
  };

  const dialog = (
    <ConfirmDialog
      open={deleting !== null}
      message={t('common:confirm.deleteItem')}
      tone="danger"
      confirmLabel={t('actions.delete')}
      busy={remove.isPending}
      onCancel={() => setDeleting(null)}
      onConfirm={confirm}
    />
  );

  return {
    ask: (item: T) => {
      notify.clear();
      setDeleting(item);
    },
    dialog,
  };
}
