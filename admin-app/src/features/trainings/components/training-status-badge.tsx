import { useTranslation } from 'react-i18next';
import type { TrainingStatus } from 'shared-api';
import { Badge, type BadgeTone } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';

const TONES: Record<TrainingStatus, BadgeTone> = {
  draft: 'grey',
  open: 'green',
  closed: 'yellow',
  cancelled: 'red',
  completed: 'blue',
};

export function TrainingStatusBadge({ status }: { status: TrainingStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return <Badge tone={TONES[status]}>{t(`trainings.statuses.${status}`)}</Badge>;
}
