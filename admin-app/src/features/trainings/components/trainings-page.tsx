import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TRAINING_PAGE_SIZE, TRAINING_STATUSES, TRAINING_TRANSITIONS } from 'shared-api/area-constants';
import { formatDate, useDocumentTitle, useLanguage } from 'shared-ui';
import { ListFilter } from '../../../components/list-filter.tsx';
import { ListSearch, useUrlSearch } from '../../../components/list-search.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useServerPage } from '../../../lib/use-server-page.ts';
import { useUrlFilter } from '../../../lib/use-url-filter.ts';
import { useAdminTrainings } from '../api/get-trainings.ts';
import { TrainingStatusBadge } from './training-status-badge.tsx';

/** /admin/trainings: every training, searched by either title, filtered by status, soonest start first. */
export function TrainingsPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('trainings.title'));
  const language = useLanguage();
  const [q, setQ] = useUrlSearch();
  const [status, setStatus] = useUrlFilter('status', TRAINING_STATUSES);
  const { result: trainings, paging } = useServerPage(useAdminTrainings, {
    filter: { q, status },
    pageSize: TRAINING_PAGE_SIZE,
  });
  const title = (training: { title_en: string; title_ne: string }) =>
    language === 'ne' ? training.title_ne : training.title_en;
  return (
    <section className="page stack">
      <div className="row admin-page-head">
        <h1>{t('trainings.title')}</h1>
        <Link className="btn btn-primary" to="/admin/trainings/new">
          {t('trainings.add')}
        </Link>
      </div>
      <p>{t('trainings.intro')}</p>
      <div className="row list-controls">
        <ListSearch label={t('trainings.search')} value={q} onSearch={setQ} />
        <ListFilter
          label={t('trainings.show')}
          allLabel={t('trainings.statuses.all')}
          options={TRAINING_STATUSES.map((value) => ({ value, label: t(`trainings.statuses.${value}`) }))}
          value={status}
          onChange={setStatus}
        />
      </div>
      <PagedTable
        pending={trainings.isPending}
        failed={trainings.isError}
        empty={trainings.data?.total === 0}
        emptyText={q || status ? t('messages.noneMatch') : t('trainings.empty')}
        caption={t('trainings.title')}
        columns={[
          {
            header: t('trainings.fields.title'),
            cell: (training) => <Link to={`/admin/trainings/${training.id}`}>{title(training)}</Link>,
          },
          { header: t('trainings.fields.startDate'), cell: (training) => formatDate(training.startDate, language) },
          {
            header: t('trainings.fields.status'),
            cell: (training) => <TrainingStatusBadge status={training.status} />,
          },
          {
            header: t('trainings.fields.seats'),
            cell: (training) =>
              t('trainings.taken', { enrolled: training.enrolled, seats: training.seats, waiting: training.waiting }),
          },
        ]}
        actions={(training) =>
          TRAINING_TRANSITIONS[training.status].length > 0 ? (
            <Link
              className="btn btn-secondary"
              to={`/admin/trainings/${training.id}/edit`}
              aria-label={t('actions.editNamed', { name: title(training) })}
            >
              {t('actions.edit')}
            </Link>
          ) : null
        }
        rowKey={(training) => training.id}
        rowTestId="training-row"
        paging={paging}
      />
    </section>
  );
}
