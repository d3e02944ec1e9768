import { useTranslation } from 'react-i18next';
import type { EnrolmentRow, Training } from 'shared-api';
import { ENROLMENT_PAGE_SIZE, ENROLMENT_STATUSES } from 'shared-api/area-constants';
import { Button, formatDate, serverMessage, useLanguage } from 'shared-ui';
import type { Notify } from '../../../components/flash.tsx';
import { ListFilter } from '../../../components/list-filter.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useServerPage } from '../../../lib/use-server-page.ts';
import { useUrlFilter } from '../../../lib/use-url-filter.ts';
import { useDownloadEnrolments } from '../api/download-enrolments.ts';
import { useEnrolments } from '../api/get-enrolments.ts';
import { EnrolmentActions } from './enrolment-actions.tsx';

/** The enrolment status as a line of text: the waiting list with the seeker's position. */
function StatusText({ enrolment }: { enrolment: EnrolmentRow }) {
  const { t } = useTranslation(NAMESPACE);
  if (enrolment.status === 'waiting') return <>{t('trainings.waitingAt', { position: enrolment.position ?? 0 })}</>;
  return <>{t(`trainings.enrolmentStatuses.${enrolment.status}`)}</>;
}

/**
 * A training's enrolment list, paged, in arrival order (the waiting list's order), filtered by status; attendance
 * and completion marked row by row until the training is completed or cancelled; the whole list as CSV.
 */
export function EnrolmentsSection({ training, notify }: { training: Training; notify: Notify }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [status, setStatus] = useUrlFilter('enrolment', ENROLMENT_STATUSES);
  const { result: enrolments, paging } = useServerPage(useEnrolments, {
    filter: { trainingId: training.id, status },
    pageSize: ENROLMENT_PAGE_SIZE,
  });
  const download = useDownloadEnrolments();
  const final = training.status === 'completed' || training.status === 'cancelled';
  return (
    <section className="stack" aria-labelledby="training-enrolments">
      <div className="row admin-page-head">
        <h2 id="training-enrolments">{t('trainings.enrolments')}</h2>
        <Button
          variant="secondary"
          busy={download.isPending}
          onClick={() =>
            download.mutate(training.id, {
              onError: (error) => notify.failure(serverMessage(error, t('trainings.downloadFailed'))),
            })
          }
        >
          {t('trainings.downloadCsv')}
        </Button>
      </div>
      <ListFilter
        label={t('trainings.show')}
        allLabel={t('trainings.enrolmentStatuses.all')}
        options={ENROLMENT_STATUSES.map((value) => ({ value, label: t(`trainings.enrolmentStatuses.${value}`) }))}
        value={status}
        onChange={setStatus}
      />
      <PagedTable
        pending={enrolments.isPending}
        failed={enrolments.isError}
        empty={enrolments.data?.total === 0}
        emptyText={status ? t('messages.noneMatch') : t('trainings.noEnrolments')}
        caption={t('trainings.enrolments')}
        columns={[
          { header: t('trainings.seeker'), cell: (enrolment) => enrolment.fullName || enrolment.email },
          { header: t('users.email'), cell: (enrolment) => enrolment.email },
          { header: t('trainings.phone'), cell: (enrolment) => enrolment.phone || '—' },
          { header: t('trainings.fields.status'), cell: (enrolment) => <StatusText enrolment={enrolment} /> },
          { header: t('trainings.enrolledOn'), cell: (enrolment) => formatDate(enrolment.createdAt, language) },
        ]}
        actions={
          final
            ? undefined
            : (enrolment) => <EnrolmentActions trainingId={training.id} enrolment={enrolment} notify={notify} />
        }
        rowKey={(enrolment) => enrolment.id}
        rowTestId="enrolment-row"
        testId="enrolments"
        paging={paging}
      />
    </section>
  );
}
