import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  JOB_SORTS,
  type JobsFilter,
  type LocalizedLookupItem,
  type LookupList,
  localizedLookupListQuery,
  lookupListQuery,
} from 'shared-api';
import { Disclosure } from './disclosure.tsx';
import { KeywordCombobox } from './keyword-combobox.tsx';
import { lookupName } from './lookup-name.ts';
import { SkillPicker } from './skill-picker.tsx';
import { useLanguage } from './use-language.ts';

/** The filter keys that hold id lists (shown as checkbox groups). */
type ListKey = 'jobTypes' | 'locationIds' | 'experienceLevels' | 'educationLevels' | 'jobLevels';

type JobFiltersProps = {
  value: JobsFilter;
  onChange: (next: JobsFilter) => void;
  /** Keyword box at the top; off where the page shows its own keyword box. */
  showKeyword?: boolean;
  /** Level of the section titles: 2 right under the page's h1, 3 inside a dialog titled by an h2. */
  headingLevel?: 2 | 3;
  /**
   * Where the form goes when it is submitted before the page's scripts run (a GET with the filters' URL names);
   * none keeps it a form that only reports changes.
   */
  action?: string;
  /** More of the form after the filters (the page's hidden fields and submit button for that case). */
  children?: ReactNode;
  /** How a chosen skill reads in the page's language (the page knows the names of its chosen skills). */
  skillName?: (skill: string) => string;
};

/** Lists longer than this show their first SHORT_LIST items and a "Show all (n)" button. */
const LONG_LIST = 15;
const SHORT_LIST = 10;

/**
 * A filter's list in the page's language, read when its section is first shown (a closed section costs the page
 * nothing); undefined while it loads.
 */
function useFilterList(list: LookupList): readonly LocalizedLookupItem[] | undefined {
  return useQuery(localizedLookupListQuery(list, useLanguage())).data;
}

function CheckboxGroup({
  name,
  legend,
  list,
  selected,
  onChange,
}: {
  name: string;
  legend: string;
  list: LookupList;
  selected: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const items = useFilterList(list);
  const [showAll, setShowAll] = useState(false);
  if (!items) return null;
  if (items.length === 0) return <p className="field-hint">{t('filters.noOptions')}</p>;
  // Every option is reachable: a long list shows its start (and whatever is chosen) until "Show all".
  const cut = !showAll && items.length > LONG_LIST;
  const shown = cut ? items.filter((item, index) => index < SHORT_LIST || selected.includes(item.id)) : items;
  return (
    <fieldset className="filter-options">
      <legend className="visually-hidden">{legend}</legend>
      {shown.map((item) => {
        const checked = selected.includes(item.id);
        return (
          <label key={item.id} className="checkbox">
            <input
              type="checkbox"
              name={name}
              value={item.id}
              checked={checked}
              onChange={() => onChange(checked ? selected.filter((id) => id !== item.id) : [...selected, item.id])}
            />
            <span>{lookupName(item, language)}</span>
          </label>
        );
      })}
      {cut ? (
        <button type="button" className="btn btn-ghost filter-show-all" onClick={() => setShowAll(true)}>
          {t('filters.showAll', { count: items.length })}
        </button>
      ) : null}
    </fieldset>
  );
}

function LookupSelect({
  name,
  label,
  allLabel,
  list,
  value,
  onChange,
}: {
  name: string;
  label: string;
  allLabel: string;
  list: LookupList;
  value: string | undefined;
  onChange: (id: string | undefined) => void;
}) {
  const language = useLanguage();
  const items = useFilterList(list) ?? [];
  const id = useId();
  return (
    <div className="field">
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="field-input"
        value={value ?? 'all'}
        onChange={(event) => onChange(event.target.value === 'all' ? undefined : event.target.value)}
      >
        <option value="all">{allLabel}</option>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {lookupName(item, language)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The skills filter. Its suggestions are the skills list with both languages' names, so a skill typed in either
 * script is found: read when the reader first goes into its text box (before that nothing is typed), never part of
 * the page.
 */
function SkillFilter({
  value,
  onChange,
  nameOf,
}: {
  value: string[];
  onChange: (skills: string[]) => void;
  nameOf?: (skill: string) => string;
}) {
  const { t } = useTranslation('common');
  const [wanted, setWanted] = useState(false);
  const suggestions = useQuery({ ...lookupListQuery('skills'), enabled: wanted }).data ?? [];
  return (
    <SkillPicker
      label={t('filters.skills')}
      value={value}
      suggestions={suggestions}
      onChange={onChange}
      nameOf={nameOf}
      onFocus={() => setWanted(true)}
    />
  );
}

const LIST_SECTIONS: { key: ListKey; list: LookupList; label: string; open: boolean }[] = [
  { key: 'jobTypes', list: 'job-types', label: 'filters.jobTypes', open: true },
  { key: 'locationIds', list: 'locations', label: 'filters.locations', open: true },
  { key: 'experienceLevels', list: 'experience-levels', label: 'filters.experienceLevels', open: false },
  { key: 'educationLevels', list: 'education-levels', label: 'filters.educationLevels', open: false },
  { key: 'jobLevels', list: 'job-levels', label: 'filters.jobLevels', open: false },
];

const hasKeyword = (filter: JobsFilter) => Boolean(filter.q?.trim());

/** The sorts a search offers: newest and oldest, and relevance (the server's default) once a keyword is typed. */
const sortChoices = (filter: JobsFilter) => (hasKeyword(filter) ? (['relevance', ...JOB_SORTS] as const) : JOB_SORTS);

/** The sort the search runs with: the chosen one, else the server's default (relevance with a keyword, newest without). */
const shownSort = (filter: JobsFilter) => {
  if (filter.sortBy && (filter.sortBy !== 'relevance' || hasKeyword(filter))) return filter.sortBy;
  return hasKeyword(filter) ? 'relevance' : 'newest';
};

/**
 * The job filter panel (spec section 2, jobs list): keyword, sort, category, industry, job types,
 * locations, experience, education and job levels, salary range and skills. Controlled: it reports every
 * change at once; the page decides when to search (the jobs page debounces 300 ms).
 * Job type and location sections start open. Clearing them is the page's (the /jobs chips row, the sheet's footer).
 */
export function JobFilters({
  value,
  onChange,
  showKeyword = true,
  headingLevel = 2,
  action,
  children,
  skillName,
}: JobFiltersProps) {
  const { t } = useTranslation('common');
  const keywordId = useId();
  const sortId = useId();
  const set = (patch: Partial<JobsFilter>) => onChange({ ...value, ...patch });

  return (
    <form
      className="job-filters"
      aria-label={t('filters.label')}
      method={action ? 'get' : undefined}
      action={action}
      onSubmit={(e) => e.preventDefault()}
    >
      {showKeyword ? (
        <div className="field">
          <label className="field-label" htmlFor={keywordId}>
            {t('filters.keyword')}
          </label>
          <KeywordCombobox
            id={keywordId}
            value={value.q ?? ''}
            placeholder={t('filters.keywordHint')}
            onChange={(q) => set({ q: q || undefined })}
          />
        </div>
      ) : null}
      <div className="field">
        <label className="field-label" htmlFor={sortId}>
          {t('filters.sortBy')}
        </label>
        <select
          id={sortId}
          name="sortBy"
          className="field-input"
          value={shownSort(value)}
          onChange={(event) => set({ sortBy: event.target.value as JobsFilter['sortBy'] })}
        >
          {sortChoices(value).map((sort) => (
            <option key={sort} value={sort}>
              {t(`filters.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <Disclosure
        renderWhenOpen
        level={headingLevel}
        title={t('filters.category')}
        defaultOpen={Boolean(value.categoryId)}
      >
        <LookupSelect
          name="categoryId"
          label={t('filters.category')}
          allLabel={t('filters.allCategories')}
          list="categories"
          value={value.categoryId}
          onChange={(categoryId) => set({ categoryId })}
        />
      </Disclosure>
      <Disclosure
        renderWhenOpen
        level={headingLevel}
        title={t('filters.industry')}
        defaultOpen={Boolean(value.industryId)}
      >
        <LookupSelect
          name="industryId"
          label={t('filters.industry')}
          allLabel={t('filters.allIndustries')}
          list="industries"
          value={value.industryId}
          onChange={(industryId) => set({ industryId })}
        />
      </Disclosure>
      {LIST_SECTIONS.map((section) => (
        <Disclosure
          renderWhenOpen
          level={headingLevel}
          key={section.key}
          title={t(section.label)}
          defaultOpen={section.open || (value[section.key]?.length ?? 0) > 0}
        >
          <CheckboxGroup
            name={section.key}
            legend={t(section.label)}
            list={section.list}
            selected={value[section.key] ?? []}
            onChange={(ids) => set({ [section.key]: ids })}
          />
        </Disclosure>
      ))}
      <Disclosure
        renderWhenOpen
        level={headingLevel}
        title={t('filters.salaryRange')}
        defaultOpen={Boolean(value.salaryRange)}
      >
        <LookupSelect
          name="salaryRange"
          label={t('filters.salaryRange')}
          allLabel={t('filters.anySalary')}
          list="salary-ranges"
          value={value.salaryRange}
          onChange={(salaryRange) => set({ salaryRange })}
        />
      </Disclosure>
      <Disclosure
        renderWhenOpen
        level={headingLevel}
        title={t('filters.skills')}
        defaultOpen={(value.skills?.length ?? 0) > 0}
      >
        <SkillFilter value={value.skills ?? []} onChange={(skills) => set({ skills })} nameOf={skillName} />
      </Disclosure>
      {children}
    </form>
  );
}
