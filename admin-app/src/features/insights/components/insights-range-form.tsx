import { useTranslation } from 'react-i18next';
import { INSIGHTS_GROUPINGS } from 'shared-api/area-constants';
import { insightsQuerySchema } from 'shared-api/schemas';
import { Button } from 'shared-ui';
import { Form, FormDateField, FormSelect, useContractForm } from 'shared-ui/form';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import type { InsightsSearch } from '../lib/insights-search.ts';

/** The range (a day in either calendar at each end) and the grouping; Show puts them in the page's address. */
export function InsightsRangeForm({
  value,
  onShow,
}: {
  value: InsightsSearch;
  onShow: (next: InsightsSearch) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const form = useContractForm(insightsQuerySchema, { defaultValues: value });
  return (
    <Form form={form} className="insights-form" onSubmit={(next) => onShow(next)} testId="insights-form">
      <FormDateField name="from" label={t('insights.from')} required />
      <FormDateField name="to" label={t('insights.to')} required />
      <FormSelect name="by" label={t('insights.by')}>
        {INSIGHTS_GROUPINGS.map((grouping) => (
          <option key={grouping} value={grouping}>
            {t(`insights.groupings.${grouping}`)}
          </option>
        ))}
      </FormSelect>
      <div className="row">
        <Button type="submit">{t('insights.show')}</Button>
      </div>
    </Form>
  );
}
