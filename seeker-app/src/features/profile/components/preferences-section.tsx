import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LookupItem, User } from 'shared-api';
import { preferencesInputSchema } from 'shared-api/schemas';
import { formatNumber, lookupName, useLanguage, useLookupList } from 'shared-ui';
import { Form, FormField, useContractForm, useReportUnsavedEdits } from 'shared-ui/form';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { parseSalary } from '../lib/parse-salary.ts';
import { onServerFieldError } from '../lib/server-field-error.ts';
import { SectionOutcome } from './section-outcome.tsx';
import { SubmitRow } from './submit-row.tsx';

type Seeker = Extract<User, { role: 'job_seeker' }>;
type ListName = 'jobTypes' | 'locations' | 'industries';

/**
 * The salary box holds text; the form's value is the number it means (0 when it is not one, spec section 5),
 * which the contract's schema checks. 0 shows as an empty box.
 */
const salaryText = (amount: number) => (amount > 0 ? String(amount) : '') as unknown as number;
const salaryRules = { setValueAs: (text: unknown) => parseSalary(String(text ?? '')) };

/** The server names a preference by its section (`preferences.expectedSalary`). */
const preferenceField = (serverField: string) => serverField.replace(/^preferences\./, '');

/** One multiple choice of lookup items, bound to a list of the form. */
function CheckboxGroup({
  name,
  legend,
  items,
  valueOf: valueFor,
}: {
  name: ListName;
  legend: string;
  items: readonly LookupItem[];
  valueOf: (item: LookupItem) => string;
}) {
  const language = useLanguage();
  const { field } = useController({ name });
  const chosen: readonly string[] = field.value ?? [];
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
              onChange={(e) =>
                field.onChange(e.target.checked ? [...chosen, value] : chosen.filter((v) => v !== value))
              }
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
  const update = useUpdateProfile();
  const p = user.profile.preferences;
  const form = useContractForm(preferencesInputSchema, {
    defaultValues: {
      expectedSalary: salaryText(p.expectedSalary),
      jobTypes: p.jobTypes,
      locations: p.locations,
      industries: p.industries,
    },
  });

  useReportUnsavedEdits(form);

  const names = (items: readonly LookupItem[], values: readonly string[], valueFor: (item: LookupItem) => string) =>
    items
      .filter((item) => values.includes(valueFor(item)))
      .map((item) => lookupName(item, language))
      .join(', ') || t('preferences.noneSelected');
  const byKey = (item: LookupItem) => item.key ?? item.id;
  const byId = (item: LookupItem) => item.id;
  // The three choices differ only in their list and their value.
  const groups = [
    { name: 'jobTypes', legend: t('preferences.jobTypes'), items: jobTypes, valueOf: byKey },
    { name: 'locations', legend: t('preferences.locations'), items: locations, valueOf: byId },
    { name: 'industries', legend: t('preferences.industries'), items: industries, valueOf: byId },
  ] as const;

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
      <Form
        form={form}
        className="form stack"
        onSubmit={(preferences) =>
          update.mutate(
            { preferences },
            {
              // What was saved is the form's new starting point, the salary as the server stored it (text that is
              // not a number was sent as 0).
              onSuccess: (saved) =>
                form.reset({ ...preferences, expectedSalary: salaryText(saved.preferences?.expectedSalary ?? 0) }),
              onError: onServerFieldError(form, update, preferenceField),
            },
          )
        }
      >
        <FormField
          name="expectedSalary"
          label={t('preferences.expectedSalary')}
          inputMode="numeric"
          maxLength={12}
          rules={salaryRules}
        />
        {groups.map((group) => (
          <CheckboxGroup key={group.name} {...group} />
        ))}
        <SubmitRow busy={update.isPending}>{t('actions.save')}</SubmitRow>
      </Form>
      <SectionOutcome
        outcomes={[{ mutation: update, success: t('messages.changesSaved'), failure: t('messages.saveFailed') }]}
      />
    </section>
  );
}
