import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { jobSuggestQuery, SUGGEST_MIN_CHARS, type Suggestion } from 'shared-api';
import { lookupName } from './lookup-name.ts';
import { useLanguage } from './use-language.ts';

/** Quiet time after the last keystroke before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 150;

type KeywordComboboxProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  describedBy?: string;
};

/** The typed text, settled: it follows `value` after `ms` of quiet. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The job keyword box as an ARIA 1.2 combobox (list autocomplete, no automatic selection): typing asks
 * GET /jobs/suggest for job titles, skills, categories and districts in either script (Nepali typed in Latin
 * letters too). Down/Up move through the suggestions (Alt+Down opens the list), Enter takes the highlighted
 * one, Escape closes the list (and when closed clears the box), Tab leaves it; a click takes one as well.
 * A skill, category or district reads in the page's language whichever script was typed; taking a suggestion puts
 * what it reads in the box. The number of suggestions is announced politely.
 */
export function KeywordCombobox({ id, value, onChange, placeholder, describedBy }: KeywordComboboxProps) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${useId()}-keyword-suggestions`;
  const typed = useSettled(value.trim(), SUGGEST_DEBOUNCE_MS);
  const enabled = open && typed.length >= SUGGEST_MIN_CHARS;
  const { data } = useQuery({ ...jobSuggestQuery(typed), enabled, placeholderData: keepPreviousData });
  const options: Suggestion[] = enabled && value.trim().length >= SUGGEST_MIN_CHARS ? (data ?? []) : [];
  const expanded = options.length > 0;
  // The highlighted suggestion, if the list still has it (a new answer may be shorter).
  const current = active < options.length ? active : -1;

  /** What a suggestion reads: a name in the page's language, a job title as written. */
  const shown = (option: Suggestion) => (option.names ? lookupName(option.names, language) : option.text);

  function take(option: Suggestion) {
    onChange(shown(option));
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (event.altKey || options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        current < 0 && step < 0 ? options.length - 1 : (current + step + options.length) % options.length,
      );
    } else if (event.key === 'Enter' && expanded && current >= 0 && options[current]) {
      event.preventDefault();
      take(options[current]);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (value) {
        event.preventDefault();
        onChange('');
      }
    }
  }

  return (
    <div className="skill-picker-combo keyword-combo">
      <input
        id={id}
        // A combobox is a text input (ARIA in HTML allows the role on no other type); the keyboard still offers
        // its search key.
        type="text"
        inputMode="search"
        enterKeyHint="search"
        className="field-input"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && current >= 0 ? `${listId}-${current}` : undefined}
        aria-describedby={describedBy}
        value={value}
        placeholder={placeholder}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('keywordSearch.suggestions')}
        className="skill-suggestions"
        hidden={!expanded}
      >
        {options.map((option, index) => (
          <div
            key={`${option.kind}:${option.text}`}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === current}
            className="skill-suggestion keyword-suggestion"
            // mousedown, not click: it runs before the input's blur closes the list
            onMouseDown={(event) => {
              event.preventDefault();
              take(option);
            }}
          >
            <span lang={/[\u0900-\u097F]/.test(shown(option)) ? 'ne' : 'en'}>{shown(option)}</span>
            <span className="keyword-suggestion-kind">{t(`keywordSearch.kind.${option.kind}`)}</span>
          </div>
        ))}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {expanded ? t('keywordSearch.count', { count: options.length }) : ''}
      </p>
    </div>
  );
}
