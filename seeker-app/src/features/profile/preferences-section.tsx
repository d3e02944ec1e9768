import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookupItem, User } from 'shared-api';
import { Field, formatNumber, lookupName, useLanguage, useLookupList } from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { profileCall } from '../../seeker-api.ts';
import { parseSalary } from './parse-salary.ts';
import { SectionAlert } from './section-alert.tsx';
import { SubmitRow } from './submit-row.tsx';
import { useSectionSave } from './use-section-save.ts';

type Seeker = Extract<User, { role: 'job_seeker' }>;

function CheckboxGroup({
  legend,
  items,
  valueOf: valueFor,
  chosen,
  onChange,
}: {
  legend: string;
  items: readonly LookupItem[];
  valueOf: (item: LookupItem) => string;
  chosen: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const language = useLanguage();
  return (
    <fieldset className="seeker-multi">
      <legend>{legend}</legend>
      {items.map((item) => {
        const value = valueFor(item);
        return (
          <label key={item.id} className="checkbox">
            <input
              type="checkbox"
              checked={chosen.includes(value)}
              onChange={(e) => onChange(e.target.checked ? [...chosen, value] : chosen.filter((v) => v !== value))}
            />
            <span>{lookupName(item, language)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

export function PreferencesSection({ user }: { user: Seeker }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const jobTypes = useLookupList('job-types');
  const locations = useLookupList('locations');
  const industries = useLookupList('industries');
  const { status, busy, run } = useSectionSave();
  const p = user.profile.preferences;
  const [salary, setSalary] = useState(p.expectedSalary > 0 ? String(p.expectedSalary) : '');
  const [types, setTypes] = useState<string[]>(p.jobTypes);
  const [places, setPlaces] = useState<string[]>(p.locations);
  const [sectors, setSectors] = useState<string[]>(p.industries);

  async function submit(event: FormEvent) {
    event.preventDefault();
    await run(
      async () => {
        const saved = await profileCall('/users/profile', 'PUT', {
          preferences: { expectedSalary: parseSalary(salary), jobTypes: types, locations: places, industries: sectors },
        });
        // Show the salary as the server stored it (text that is not a number was sent as 0).
        const amount = saved?.preferences?.expectedSalary ?? 0;
        setSalary(amount > 0 ? String(amount) : '');
      },
      t('messages.changesSaved'),
      t('messages.saveFailed'),
    );
  }

  const names = (items: readonly LookupItem[], values: readonly string[], valueFor: (item: LookupItem) => string) =>
    items
      .filter((item) => values.includes(valueFor(item)))
      .map((item) => lookupName(item, language))
      .join(', ') || t('preferences.noneSelected');
  const byKey = (item: LookupItem) => item.key ?? item.id;
  const byId = (item: LookupItem) => item.id;
  // The three choices differ only in their list, their value and their state.
  const groups = [
    {
      key: 'job-types',
      legend: t('preferences.jobTypes'),
      items: jobTypes,
      valueOf: byKey,
      chosen: types,
      onChange: setTypes,
    },
    {
      key: 'locations',
      legend: t('preferences.locations'),
      items: locations,
      valueOf: byId,
      chosen: places,
      onChange: setPlaces,
    },
    {
      key: 'industries',
      legend: t('preferences.industries'),
      items: industries,
      valueOf: byId,
      chosen: sectors,
      onChange: setSectors,
    },
  ];

  return (
    <section className="card seeker-section" aria-labelledby="seeker-preferences-title">
      <h2 id="seeker-preferences-title">{t('preferences.title')}</h2>
      <dl className="seeker-facts" data-testid="preferences-summary">
        <dt>{t('preferences.expectedSalary')}</dt>
        <dd>
          {p.expectedSalary > 0
            ? t('preferences.salaryValue', { amount: formatNumber(p.expectedSalary, language) })
            : t('preferences.notSpecified')}
        </dd>
        <dt>{t('preferences.jobTypes')}</dt>
        <dd>{names(jobTypes, p.jobTypes, byKey)}</dd>
        <dt>{t('preferences.locations')}</dt>
        <dd>{names(locations, p.locations, byId)}</dd>
        <dt>{t('preferences.industries')}</dt>
        <dd>{names(industries, p.industries, byId)}</dd>
      </dl>
      <form className="form stack" noValidate onSubmit={submit}>
        <Field
          label={t('preferences.expectedSalary')}
          inputMode="numeric"
          value={salary}
          maxLength={12}
          onChange={(e) => setSalary(e.target.value)}
        />
        {groups.map(({ key, ...group }) => (
          <CheckboxGroup key={key} {...group} />
        ))}
        <SubmitRow busy={busy}>{t('actions.save')}</SubmitRow>
      </form>
      <SectionAlert message={status.message} />
    </section>
  );
}
