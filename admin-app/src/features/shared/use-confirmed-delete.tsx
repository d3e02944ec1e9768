import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { deleteFailedText } from './delete-failed-text.ts';

type ConfirmedDeleteOptions<T> = {
  request: (item: T) => Promise<unknown>;
  /** The screen's flash: the outcome is reported there, and cleared when a delete is asked for. */
  notify: { success: (text: string) => void; failure: (text: string) => void; clear: () => void };
  refresh: () => Promise<unknown>;
  /**
   * When to refetch. 'deleted': after a successful delete, with the dialog kept open (busy) until the list
   * is fresh (lookups). 'settled': after any outcome, once the dialog has closed (jobs).
   */
  refreshWhen: 'deleted' | 'settled';
};

/**
 * Delete of a row after a confirmation: gives `ask` for the row's Delete button and the dialog to render.
 */
export function useConfirmedDelete<T>({ request, notify, refresh, refreshWhen }: ConfirmedDeleteOptions<T>) {
  const { t } = useTranslation(NAMESPACE);
  const [deleting, setDeleting] = useState<T | null>(null);

  const remove = useMutation({
    mutationFn: request,
    onSuccess: async () => {
      notify.success(t('messages.deleted'));
      if (refreshWhen === 'deleted') await refresh();
    },
    onError: (error) => notify.failure(deleteFailedText(t('messages.deleteFailed'), error)),
    onSettled: async () => {
      setDeleting(null);
      if (refreshWhen === 'settled') await refresh();
    },
  });

  const dialog = (
    <ConfirmDialog
      open={deleting !== null}
      message={t('common:confirm.deleteItem')}
      tone="danger"
      confirmLabel={t('actions.delete')}
      busy={remove.isPending}
      onCancel={() => setDeleting(null)}
      onConfirm={() => deleting && remove.mutate(deleting)}
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
