import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, lookupName, SelectField, useLanguage, useLookupList } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { type CandidateFilterValues, EMPTY_FILTERS } from '../lib/candidate-search-params.ts';

type Props = { initial: CandidateFilterValues; onSearch: (filters: CandidateFilterValues) => void };

/** The candidate search's filters: keyword (either script or romanized), skills, district, education, experience, salary. */
export function CandidateFilters({ initial, onSearch }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const districts = useLookupList('locations');
  const levels = useLookupList('education-levels');
  const [values, setValues] = useState(initial);
  const set = (key: keyof CandidateFilterValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(values);
  };
  return (
    <form className="card stack candidate-filters" aria-label={t('candidates.filters')} onSubmit={submit}>
      <Field label={t('candidates.keyword')} hint={t('candidates.keywordHint')} value={values.q} onChange={set('q')} />
      <div className="job-form-grid">
        <Field
          label={t('candidates.skills')}
          hint={t('candidates.skillsHint')}
          value={values.skills}
          onChange={set('skills')}
        />
        <SelectField label={t('candidates.district')} value={values.locationId} onChange={set('locationId')}>
          <option value="">{t('candidates.any')}</option>
          {districts.map((item) => (
            <option key={item.id} value={item.id}>
              {lookupName(item, language)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('candidates.education')} value={values.educationLevel} onChange={set('educationLevel')}>
          <option value="">{t('candidates.any')}</option>
          {levels
            .filter((item) => item.key)
            .map((item) => (
              <option key={item.id} value={item.key ?? ''}>
                {lookupName(item, language)}
              </option>
            ))}
        </SelectField>
        <Field
          label={t('candidates.minExperience')}
          inputMode="numeric"
          value={values.minExperienceYears}
          onChange={set('minExperienceYears')}
        />
        <Field
          label={t('candidates.maxSalary')}
          hint={t('candidates.maxSalaryHint')}
          inputMode="numeric"
          value={values.maxSalary}
          onChange={set('maxSalary')}
        />
      </div>
      <div className="row">
        <Button type="submit">{t('candidates.search')}</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setValues(EMPTY_FILTERS);
            onSearch(EMPTY_FILTERS);
          }}
        >
          {t('candidates.clear')}
        </Button>
      </div>
    </form>
  );
}
