import { useTranslation } from 'react-i18next';
import type { PublicTraining } from 'shared-api';
import { NAMESPACE } from '../../../i18n/namespace.ts';

/** Seats left of the seats offered, or, when every seat is taken, that enrolling joins the waiting list. */
export function SeatsLeft({ training }: { training: PublicTraining }) {
  const { t } = useTranslation(NAMESPACE);
  if (training.seatsLeft > 0) return <>{t('skills.seatsLeft', { count: training.seatsLeft, seats: training.seats })}</>;
  return (
    <>
      <strong>{t('skills.full')}</strong> {t('skills.waiting', { count: training.waiting })}
    </>
  );
}
