import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Training, TrainingStatus } from 'shared-api';
import { TRAINING_TRANSITIONS } from 'shared-api/area-constants';
import { Button, ConfirmDialog, serverMessage } from 'shared-ui';
import type { Notify } from '../../../components/flash.tsx';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useSetTrainingStatus } from '../api/set-training-status.ts';

/** The moves that cannot be undone ask first. */
const FINAL: ReadonlySet<TrainingStatus> = new Set(['cancelled', 'completed']);

/** One button per status the training may move to (the server's transitions); final moves ask first. */
export function TrainingStatusActions({
  training,
  title,
  notify,
}: {
  training: Training;
  title: string;
  notify: Notify;
}) {
  const { t } = useTranslation(NAMESPACE);
  const setStatus = useSetTrainingStatus();
  const [asking, setAsking] = useState<TrainingStatus | null>(null);
  const move = (status: TrainingStatus) =>
    setStatus.mutate(
      { id: training.id, status },
      {
        onSuccess: () => notify.success(t(`trainings.moved.${status}`)),
        onError: (error) => notify.failure(serverMessage(error, t('trainings.statusFailed'))),
        onSettled: () => setAsking(null),
      },
    );
  const next = TRAINING_TRANSITIONS[training.status];
  if (next.length === 0) return null;
  return (
    <div className="row" data-testid="training-status-actions">
      {next.map((status) => (
        <Button
          key={status}
          variant={status === 'cancelled' ? 'danger' : 'secondary'}
          busy={setStatus.isPending && setStatus.variables?.status === status}
          onClick={() => (FINAL.has(status) ? setAsking(status) : move(status))}
        >
          {t(`trainings.moveTo.${status}`)}
        </Button>
      ))}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`trainings.moveTo.${asking}`) : ''}
        message={asking ? t(`trainings.confirmMove.${asking}`, { title }) : ''}
        confirmLabel={asking ? t(`trainings.moveTo.${asking}`) : undefined}
        tone={asking === 'cancelled' ? 'danger' : 'primary'}
        busy={setStatus.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && move(asking)}
      />
    </div>
  );
}
